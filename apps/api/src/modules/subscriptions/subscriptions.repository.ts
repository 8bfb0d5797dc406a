import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  products,
  serviceEvents,
  services,
  subscriptionNotices,
  subscriptions,
} from '../../db/schema';
import type { TServiceStatus } from '@charterline/shared/schemas/services';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TServiceRow = typeof services.$inferSelect;
export type TSubscriptionChanges = Partial<
  Pick<
    TSubscriptionRow,
    | 'status'
    | 'termStartedAt'
    | 'termEndsAt'
    | 'cancelRequestedAt'
    | 'failedAttempts'
    | 'nextAttemptAt'
    | 'lapsedAt'
  >
>;

/** Reminders start this long before a term ends (the 14-day one). */
export const REMINDER_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

export const insertService = async (
  db: TDbExecutor,
  values: typeof services.$inferInsert,
): Promise<TServiceRow> => {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('no service');
  return row;
};

export const insertSubscription = async (
  db: TDbExecutor,
  values: typeof subscriptions.$inferInsert,
): Promise<TSubscriptionRow> => {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('no subscription');
  return row;
};

/** The subscription of a service of this company, with its service; none for another's. */
export const findSubscriptionOfService = async (
  db: TDbExecutor,
  companyId: string,
  serviceId: string,
): Promise<{ subscription: TSubscriptionRow; service: TServiceRow } | undefined> => {
  const [row] = await db
    .select({ subscription: subscriptions, service: services })
    .from(subscriptions)
    .innerJoin(services, eq(services.id, subscriptions.serviceId))
    .where(and(eq(subscriptions.serviceId, serviceId), eq(services.companyId, companyId)));
  return row;
};

/** The subscription locked until the transaction ends; undefined when another holds it. */
export const lockSubscription = async (
  tx: TDbExecutor,
  id: string,
  options: { skipLocked: boolean },
): Promise<TSubscriptionRow | undefined> => {
  const query = tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = options.skipLocked
    ? await query.for('update', { skipLocked: true })
    : await query.for('update');
  return row;
};

export const updateSubscription = async (
  tx: TDbExecutor,
  id: string,
  changes: TSubscriptionChanges,
  now: Date,
): Promise<TSubscriptionRow> => {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
};

/**
 * Subscriptions the sweep may have to act on at `now`: active ones within the reminder
 * window or past their term, past-due ones whose next attempt is due. Read without a lock:
 * each is then locked (SKIP LOCKED) and decided again in its own transaction.
 */
export const listDueSubscriptionIds = async (
  db: TDbExecutor,
  now: Date,
  limit: number,
): Promise<string[]> => {
  const sent = (kind: string) => sql`exists (
    select 1 from ${subscriptionNotices} n
    where n.subscription_id = ${subscriptions.id}
      and n.term_ends_at = ${subscriptions.termEndsAt} and n.kind = ${kind})`;
  const threeDays = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
  // Only those with something to do now, so a run never spends its batch on the others:
  // a term that ended (charge or end), a reminder not yet sent, a retry that is due.
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.termEndsAt, now)),
        and(
          eq(subscriptions.status, 'ACTIVE'),
          sql`${subscriptions.cancelRequestedAt} is null`,
          lte(subscriptions.termEndsAt, new Date(now.getTime() + REMINDER_WINDOW_MS)),
          sql`not ${sent('reminder-3')}`,
          or(lte(subscriptions.termEndsAt, threeDays), sql`not ${sent('reminder-14')}`),
        ),
        and(eq(subscriptions.status, 'PAST_DUE'), lte(subscriptions.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(subscriptions.termEndsAt))
    .limit(limit);
  return rows.map((r) => r.id);
};

/** The company's past-due subscriptions (charged at once when a new card is saved). */
export const listPastDueIds = async (db: TDbExecutor, companyId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'PAST_DUE')));
  return rows.map((r) => r.id);
};

/**
 * Records that this was done for this term, once: false when it was done before (by this
 * or another worker). Written in the transaction of the e-mail or the charge.
 */
export const recordNotice = async (
  tx: TDbExecutor,
  notice: { subscriptionId: string; termEndsAt: Date; kind: string },
  now: Date,
): Promise<boolean> => {
  const [fresh] = await tx
    .insert(subscriptionNotices)
    .values({ ...notice, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: subscriptionNotices.id });
  return Boolean(fresh);
};

export const findService = async (
  db: TDbExecutor,
  id: string,
): Promise<TServiceRow | undefined> => {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
};

/** Writes a service event; a status change (toStatus ≠ the current) moves the service. */
export const recordServiceEvent = async (
  tx: TDbExecutor,
  service: TServiceRow,
  event: { toStatus: TServiceStatus; note: string; actor: string; actorUserId: string | null },
  now: Date,
): Promise<void> => {
  await tx.insert(serviceEvents).values({
    serviceId: service.id,
    actor: event.actor,
    actorUserId: event.actorUserId,
    fromStatus: service.status,
    toStatus: event.toStatus,
    note: event.note,
    createdAt: now,
  });
  if (event.toStatus === service.status) return;
  await tx
    .update(services)
    .set({ status: event.toStatus, updatedAt: now })
    .where(eq(services.id, service.id));
};

/** The renewal product's name and price (cents); the table, never a cache, is charged. */
export const findRenewalProduct = async (
  db: TDbExecutor,
  productKey: string,
): Promise<{ productKey: string; name: string; price: number } | undefined> => {
  const [row] = await db
    .select({ productKey: products.productKey, name: products.name, price: products.price })
    .from(products)
    .where(eq(products.productKey, productKey));
  return row;
};

/** The notices written for a subscription (tests and the ops view read them). */
export const listNotices = (db: TDbExecutor, subscriptionId: string) =>
  db
    .select()
    .from(subscriptionNotices)
    .where(eq(subscriptionNotices.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionNotices.id));

export const countNotices = async (db: TDbExecutor, kind: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionNotices)
    .where(eq(subscriptionNotices.kind, kind));
  return row?.n ?? 0;
};
