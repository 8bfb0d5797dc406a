import type { TDbExecutor } from '../../db/client';
import { companyPhrase, enqueueCompanyMail } from '../companies';
import { paymentReceiptMail, renewalFailedMail, subscriptionLapsedMail } from '../email';
import type { TChargerFor } from '../payments';
import { insertOrder } from '../payments';
import { findBillingAddress, insertReceipt } from '../receipts';
import {
  isoDay,
  loadRenewalContext,
  queueSubscriptionMail,
  type TRenewalContext,
} from './renewal-context';
import {
  recordNotice,
  recordServiceEvent,
  updateSubscription,
  type TSubscriptionRow,
} from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Retries after a failed renewal charge, in days after the term end (decision 0112). */
export const RETRY_DAYS = [1, 3, 7] as const;

export type TRenewalOutcome = 'renewed' | 'failed' | 'lapsed' | 'done-before';

const addYear = (date: Date): Date => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

/** Paid: an order and a receipt (with the card), the term one year on, a receipt e-mail. */
const recordRenewal = async (
  tx: TDbExecutor,
  sub: TSubscriptionRow,
  ctx: TRenewalContext,
  paid: { reference: string; now: Date },
): Promise<TSubscriptionRow> => {
  const { product, paymentMethod } = ctx;
  const lineItems = [
    {
      productKey: product.productKey,
      name: product.name,
      amount: product.price,
      kind: 'product' as const,
    },
  ];
  const order = await insertOrder(tx, {
    companyId: sub.companyId,
    // Orders are keyed by what paid them: here the renewal's idempotency key.
    sessionId: paid.reference,
    amount: product.price,
    currency: 'USD',
    lineItems,
    createdAt: paid.now,
  });
  if (!order) throw new Error('no order');
  await insertReceipt(tx, {
    orderId: order.id,
    companyId: sub.companyId,
    total: product.price,
    currency: 'USD',
    lineItems,
    billingAddress: (await findBillingAddress(tx, sub.companyId)) ?? null,
    paidAt: paid.now,
    cardBrand: paymentMethod?.brand ?? null,
    cardLast4: paymentMethod?.last4 ?? null,
    issuedAt: paid.now,
  });
  const renewed = await updateSubscription(
    tx,
    sub.id,
    {
      status: 'ACTIVE',
      termStartedAt: sub.termEndsAt,
      termEndsAt: addYear(sub.termEndsAt),
      failedAttempts: 0,
      nextAttemptAt: null,
    },
    paid.now,
  );
  await recordServiceEvent(
    tx,
    ctx.service,
    {
      toStatus: ctx.service.status,
      note: `Renewed until ${isoDay(renewed.termEndsAt)}`,
      actor: 'system',
      actorUserId: null,
    },
    paid.now,
  );
  await enqueueCompanyMail(tx, { companyId: ctx.company.id, topic: 'billing' }, (user) =>
    paymentReceiptMail({
      user,
      company: companyPhrase(ctx.company),
      total: product.price,
      lineItems,
    }),
  );
  return renewed;
};

/** A failed scheduled attempt: past due with the next retry, or lapsed after the last. */
const recordFailure = async (
  tx: TDbExecutor,
  sub: TSubscriptionRow,
  ctx: TRenewalContext,
  now: Date,
): Promise<TRenewalOutcome> => {
  const failures = sub.status === 'PAST_DUE' ? sub.failedAttempts + 1 : 1;
  const retryDays = RETRY_DAYS[failures - 1];
  if (retryDays === undefined) {
    await updateSubscription(
      tx,
      sub.id,
      { status: 'LAPSED', failedAttempts: failures, nextAttemptAt: null, lapsedAt: now },
      now,
    );
    await recordServiceEvent(
      tx,
      ctx.service,
      {
        toStatus: 'CANCELLED',
        note: `Lapsed: the renewal charge failed ${failures} times`,
        actor: 'system',
        actorUserId: null,
      },
      now,
    );
    await queueSubscriptionMail(tx, ctx, sub, subscriptionLapsedMail);
    return 'lapsed';
  }
  const nextAttemptAt = new Date(sub.termEndsAt.getTime() + retryDays * DAY_MS);
  await updateSubscription(
    tx,
    sub.id,
    { status: 'PAST_DUE', failedAttempts: failures, nextAttemptAt },
    now,
  );
  await recordServiceEvent(
    tx,
    ctx.service,
    {
      toStatus: ctx.service.status,
      note: `Renewal payment failed; next attempt ${isoDay(nextAttemptAt)}`,
      actor: 'system',
      actorUserId: null,
    },
    now,
  );
  await queueSubscriptionMail(tx, ctx, sub, (input) => renewalFailedMail(input, nextAttemptAt));
  return 'failed';
};

/**
 * One renewal charge of a locked subscription, once per (term, kind): the notice row is
 * written first in this transaction, and the provider gets the same idempotency key if the
 * transaction is run again, so a term is never charged twice. `scheduled` attempts (at the
 * term end and the retries) count toward lapsing; a charge made because the customer saved
 * a new card does not, it only succeeds or changes nothing.
 */
export const chargeRenewal = async (
  tx: TDbExecutor,
  sub: TSubscriptionRow,
  input: { kind: string; scheduled: boolean; now: Date; chargerFor: TChargerFor },
): Promise<TRenewalOutcome | 'declined'> => {
  const { now } = input;
  const fresh = await recordNotice(
    tx,
    { subscriptionId: sub.id, termEndsAt: sub.termEndsAt, kind: input.kind },
    now,
  );
  if (!fresh) return 'done-before';
  const ctx = await loadRenewalContext(tx, sub);
  const reference = `renewal:${sub.id}:${isoDay(sub.termEndsAt)}:${input.kind}`;
  const result = ctx.paymentMethod
    ? await input.chargerFor(tx).chargeSavedCard({
        paymentMethod: ctx.paymentMethod,
        amount: ctx.product.price,
        currency: 'USD',
        description: `${ctx.product.name} until ${isoDay(addYear(sub.termEndsAt))}`,
        idempotencyKey: reference,
      })
    : ({ ok: false, reason: 'no_card' } as const);
  if (result.ok) {
    await recordRenewal(tx, sub, ctx, { reference, now });
    return 'renewed';
  }
  if (!input.scheduled) return 'declined';
  return recordFailure(tx, sub, ctx, now);
};
