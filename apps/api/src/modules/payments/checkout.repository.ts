import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbExecutor, TTransaction } from '../../db/client';
import {
  checkoutSessions,
  orders,
  processedEvents,
  products,
  receipts,
  type TCardOnFile,
} from '../../db/schema';

export type TCheckoutSession = typeof checkoutSessions.$inferSelect;
export type TNewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type TOrderRow = typeof orders.$inferSelect;

/** A session by id, whoever's it is (the webhook and the use cases check the owner). */
export const findSession = async (
  db: TDbExecutor,
  sessionId: string,
): Promise<TCheckoutSession | undefined> => {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row;
};

/** A session of this user, or undefined: another customer's session does not exist for them. */
export const findOwnSession = async (
  db: TDbExecutor,
  userId: string,
  sessionId: string,
): Promise<TCheckoutSession | undefined> => {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row;
};

/** The id of this user's session with the payment intent, or undefined. */
export const findOwnSessionIdByIntent = async (
  db: TDbExecutor,
  userId: string,
  paymentIntentId: string,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.paymentIntentId, paymentIntentId),
        eq(checkoutSessions.userId, userId),
      ),
    );
  return row?.id;
};

/** The company a session belongs to (read before taking the company's lock). */
export const findSessionCompanyId = async (
  tx: TDbExecutor,
  sessionId: string,
): Promise<string | undefined> => {
  const [row] = await tx
    .select({ companyId: checkoutSessions.companyId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  return row?.companyId;
};

/** The session, locked for update until the transaction ends. */
export const lockSession = async (
  tx: TTransaction,
  sessionId: string,
): Promise<TCheckoutSession | undefined> => {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId))
    .for('update');
  return row;
};

export const insertSession = async (
  tx: TDbExecutor,
  values: TNewCheckoutSession,
): Promise<TCheckoutSession | undefined> => {
  const [row] = await tx.insert(checkoutSessions).values(values).returning();
  return row;
};

/**
 * Marks the session paid (and complete); the provider's payment intent and the card that
 * paid when it gives them.
 */
export const setSessionPaid = async (
  tx: TDbExecutor,
  sessionId: string,
  paid: { paymentIntentId?: string | null; card?: TCardOnFile | null },
): Promise<TCheckoutSession | undefined> => {
  const { paymentIntentId, card } = paid;
  const [row] = await tx
    .update(checkoutSessions)
    .set({
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: new Date(),
      failureReason: null,
      ...(paymentIntentId ? { paymentIntentId } : {}),
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    })
    .where(eq(checkoutSessions.id, sessionId))
    .returning();
  return row;
};

/** Why the (local) card step failed, kept on the session. */
export const setSessionFailure = async (
  db: TDbExecutor,
  sessionId: string,
  failureReason: string,
): Promise<void> => {
  await db
    .update(checkoutSessions)
    .set({ failureReason })
    .where(eq(checkoutSessions.id, sessionId));
};

/**
 * Voids the company's open formation sessions (a newer one replaces them, or formation is
 * paid). Call it holding the company's lock. Returns the voided sessions.
 */
export const voidFormationSessions = (tx: TDbExecutor, companyId: string) =>
  tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        eq(checkoutSessions.formation, true),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .returning({ id: checkoutSessions.id, provider: checkoutSessions.provider });

/**
 * Voids the company's open sessions whose metadata names one thing (`key` = `id`: a change, a
 * mail request). Call it holding the thing's lock. Returns the voided sessions.
 */
export const voidSessionsPaying = (
  tx: TDbExecutor,
  paying: { companyId: string; key: string; id: string },
) =>
  tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.companyId, paying.companyId),
        eq(checkoutSessions.status, 'open'),
        sql`${checkoutSessions.metadata}->>${paying.key}::text = ${paying.id}`,
      ),
    )
    .returning({ id: checkoutSessions.id, provider: checkoutSessions.provider });

/** Paid sessions without an order (the reconciler's work), at most `limit`. */
export const findPaidSessionsWithoutOrder = (db: TDbExecutor, limit: number) =>
  db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .leftJoin(orders, eq(orders.sessionId, checkoutSessions.id))
    .where(and(eq(checkoutSessions.paymentStatus, 'paid'), isNull(orders.id)))
    .limit(limit);

/** The product types of these keys (a row per known key). */
export const productTypesOf = (db: TDbExecutor, keys: string[]) =>
  db
    .select({ type: products.productType })
    .from(products)
    .where(inArray(products.productKey, keys));

/** Records an event id once; false when it was recorded before (a replay). */
export const recordEventOnce = async (
  tx: TDbExecutor,
  event: { eventId: string; kind: string },
): Promise<boolean> => {
  const [fresh] = await tx.insert(processedEvents).values(event).onConflictDoNothing().returning();
  return Boolean(fresh);
};

export const insertOrder = async (
  tx: TDbExecutor,
  values: typeof orders.$inferInsert,
): Promise<TOrderRow | undefined> => {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
};

/** The order made for a session and its receipt's id (what a repeated fulfilment answers). */
export const findOrderOfSession = async (
  tx: TDbExecutor,
  sessionId: string,
): Promise<{ order: TOrderRow; receiptId: number } | undefined> => {
  const [row] = await tx
    .select({ order: orders, receiptId: receipts.id })
    .from(orders)
    .innerJoin(receipts, eq(receipts.orderId, orders.id))
    .where(eq(orders.sessionId, sessionId));
  return row;
};
