import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  billingAddresses,
  checkoutSessions,
  orders,
  processedEvents,
  receipts,
} from '../../db/schema';
import { lockCompany, moveCompany } from '../formation/company-status';

export type TFulfilment = {
  receiptId: number;
  order: { id: string; amount: number; currency: string };
};

const existing = async (db: TDatabase, sessionId: string): Promise<TFulfilment | null> => {
  const [row] = await db
    .select({ order: orders, receiptId: receipts.id })
    .from(orders)
    .innerJoin(receipts, eq(receipts.orderId, orders.id))
    .where(eq(orders.sessionId, sessionId));
  return row
    ? {
        receiptId: row.receiptId,
        order: { id: row.order.id, amount: row.order.amount, currency: row.order.currency },
      }
    : null;
};

/**
 * The one fulfilment of a paid checkout session, called by the success call and by the
 * provider's event alike. The processed-event row and the order's unique session id make
 * it happen exactly once, however many callers race: the losers wait for the winner's
 * commit and then read what it made.
 */
export const fulfilOrder = async (
  db: TDatabase,
  input: { sessionId: string; eventId: string; actorUserId: string | null },
): Promise<TFulfilment> => {
  const made = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedEvents)
      .values({
        eventId: `checkout.session.completed:${input.sessionId}`,
        kind: 'checkout.session.completed',
      })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, input.sessionId));
    if (!session || session.paymentStatus !== 'paid')
      throw new Error(`session ${input.sessionId} is not paid`);
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: session.companyId,
        sessionId: session.id,
        amount: session.amount,
        currency: session.currency,
        lineItems: session.lineItems,
      })
      .returning();
    if (!order) throw new Error('no order');
    const [address] = await tx
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.companyId, session.companyId));
    const [receipt] = await tx
      .insert(receipts)
      .values({
        number: sql`'CL-' || lpad(currval(pg_get_serial_sequence('receipts', 'id'))::text, 6, '0')`,
        orderId: order.id,
        companyId: session.companyId,
        total: session.amount,
        currency: session.currency,
        lineItems: session.lineItems,
        billingAddress: address?.address ?? null,
      })
      .returning({ id: receipts.id });
    if (!receipt) throw new Error('no receipt');
    const company = await lockCompany(tx, session.companyId);
    if (company.paymentStatus !== 'PAID') {
      const startsFormation =
        company.companyStatus === 'NONE' || company.companyStatus === 'PENDING_PAYMENT';
      await moveCompany(tx, company, {
        kind: 'PAYMENT_RECEIVED',
        actor: input.actorUserId ? 'customer' : 'payment-provider',
        actorUserId: input.actorUserId,
        ...(startsFormation
          ? { companyStatus: 'MISSING_INFORMATION', onboardingStatus: 'MISSING_INFORMATION' }
          : {}),
        set: { paymentStatus: 'PAID' },
        data: { sessionId: session.id, amount: session.amount, eventId: input.eventId },
      });
    }
    return {
      receiptId: receipt.id,
      order: { id: order.id, amount: order.amount, currency: order.currency },
    };
  });
  if (made) return made;
  const done = await existing(db, input.sessionId);
  if (!done) throw new Error(`session ${input.sessionId} was processed but has no order`);
  return done;
};
