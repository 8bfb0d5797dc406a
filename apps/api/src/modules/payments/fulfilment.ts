import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  billingAddresses,
  checkoutSessions,
  companies,
  companyEvents,
  orders,
  processedEvents,
  receipts,
} from '../../db/schema';

export type TFulfilmentResult = { fulfilled: boolean; orderId: string | null };

const receiptNumber = (now: Date): string =>
  `CL-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * The one fulfilment of a paid checkout session, called by the success call and by the
 * webhook. Exactly once per session: the processed-event row and the order's unique session
 * id are written in the same transaction, so a repeat (or a concurrent twin) changes nothing.
 */
export const fulfilSession = async (
  db: TDatabase,
  sessionId: string,
  source: { kind: 'success_call' | 'webhook' | 'local_payment'; eventId?: string },
): Promise<TFulfilmentResult> =>
  db.transaction(async (tx) => {
    if (source.eventId) {
      const fresh = await tx
        .insert(processedEvents)
        .values({ eventId: source.eventId, kind: source.kind })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { fulfilled: false, orderId: null };
    }
    const claimed = await tx
      .insert(processedEvents)
      .values({ eventId: `fulfil:${sessionId}`, kind: 'fulfilment' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return { fulfilled: false, orderId: null };
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    if (!session) throw new Error(`fulfilment of an unknown session ${sessionId}`);
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: session.companyId,
        sessionId,
        amount: session.amount,
        currency: session.currency,
        lineItems: session.lineItems,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return { fulfilled: false, orderId: null };
    const [address] = await tx
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.companyId, session.companyId));
    const now = new Date();
    await tx.insert(receipts).values({
      number: receiptNumber(now),
      orderId: order.id,
      companyId: session.companyId,
      total: session.amount,
      currency: session.currency,
      lineItems: session.lineItems,
      billingAddress: address?.address ?? null,
    });
    const [company] = await tx.select().from(companies).where(eq(companies.id, session.companyId));
    if (company) {
      const moves =
        company.onboardingStatus === 'PENDING_PAYMENT' ||
        company.onboardingStatus === 'ADDITIONAL_INFORMATION_NOT_ENTERED';
      const nextOnboarding = moves ? 'MISSING_INFORMATION' : company.onboardingStatus;
      await tx
        .update(companies)
        .set({ paymentStatus: 'PAID', onboardingStatus: nextOnboarding, updatedAt: now })
        .where(eq(companies.id, company.id));
      await tx.insert(companyEvents).values({
        companyId: company.id,
        actorUserId: session.userId,
        kind: 'payment_received',
        fromStatus: company.onboardingStatus,
        toStatus: nextOnboarding,
        data: { sessionId, orderId: order.id, amount: session.amount, source: source.kind },
      });
    }
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', paymentStatus: 'paid', completedAt: now })
      .where(eq(checkoutSessions.id, sessionId));
    return { fulfilled: true, orderId: order.id };
  });
