import { formatDate } from '@charterline/shared/format';
import type { TSubscription } from '@charterline/shared/schemas/services';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany, isCompanyId } from '../companies';
import { renewalCancelledMail, subscriptionEndedMail } from '../email';
import {
  isoDay,
  loadRenewalContext,
  queueSubscriptionMail,
  type TRenewalContext,
} from './renewal-context';
import { subscriptionView } from '../services';
import {
  findSubscriptionOfService,
  lockSubscription,
  recordServiceEvent,
  updateSubscription,
  type TSubscriptionRow,
} from './subscriptions.repository';

type TInput = { userId: string; companyId: string | null; serviceId: string };
type TAnswer = { subscription: TSubscription; message: string };

const viewOf = (row: TSubscriptionRow, ctx: TRenewalContext): TSubscription =>
  subscriptionView(row, {
    renewalAmount: ctx.product.price,
    card: ctx.paymentMethod
      ? { brand: ctx.paymentMethod.brand, last4: ctx.paymentMethod.last4 }
      : null,
  });

/**
 * The caller's subscription of this service, locked in `tx`: another customer's service,
 * an unknown id and a service without a subscription are all 404.
 */
const withOwnSubscription = async (
  db: TDatabase,
  input: TInput,
  act: (tx: TTransaction, sub: TSubscriptionRow, ctx: TRenewalContext) => Promise<TAnswer>,
): Promise<TAnswer> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  const found = isCompanyId(input.serviceId)
    ? await findSubscriptionOfService(db, company.id, input.serviceId)
    : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, found.subscription.id, { skipLocked: false });
    if (!sub) throw new AppError('NOT_FOUND');
    return act(tx, sub, await loadRenewalContext(tx, sub));
  });
};

/**
 * One-click cancel: the subscription stops at its term end and nothing more is charged;
 * a confirmation e-mail links to the undo. A past-due one (its term is over) ends at once.
 * Cancelling twice answers the same.
 */
export const cancelRenewal = (db: TDatabase, input: TInput, now = new Date()) =>
  withOwnSubscription(db, input, async (tx, sub, ctx) => {
    const actor = { actor: 'customer', actorUserId: input.userId };
    if (sub.status === 'PAST_DUE') {
      const ended = await updateSubscription(
        tx,
        sub.id,
        { status: 'CANCELLED', cancelRequestedAt: now, nextAttemptAt: null },
        now,
      );
      await recordServiceEvent(
        tx,
        ctx.service,
        { ...actor, toStatus: 'CANCELLED', note: 'Renewal cancelled while past due: ended' },
        now,
      );
      await queueSubscriptionMail(tx, ctx, sub, subscriptionEndedMail);
      return { subscription: viewOf(ended, ctx), message: 'Your service has ended.' };
    }
    if (sub.status !== 'ACTIVE') throw new AppError('SUBSCRIPTION_NOT_AVAILABLE');
    const ends = `Your renewal is cancelled: ${ctx.service.name} ends on ${formatDate(sub.termEndsAt)}.`;
    if (sub.cancelRequestedAt) return { subscription: viewOf(sub, ctx), message: ends };
    const cancelled = await updateSubscription(tx, sub.id, { cancelRequestedAt: now }, now);
    await recordServiceEvent(
      tx,
      ctx.service,
      {
        ...actor,
        toStatus: ctx.service.status,
        note: `Renewal cancelled: ends ${isoDay(sub.termEndsAt)}`,
      },
      now,
    );
    await queueSubscriptionMail(tx, ctx, sub, renewalCancelledMail);
    return { subscription: viewOf(cancelled, ctx), message: ends };
  });

/** Undoes a cancellation until the term ends; after it, the subscription is not available. */
export const resumeRenewal = (db: TDatabase, input: TInput, now = new Date()) =>
  withOwnSubscription(db, input, async (tx, sub, ctx) => {
    if (sub.status !== 'ACTIVE' || sub.termEndsAt <= now) {
      throw new AppError('SUBSCRIPTION_NOT_AVAILABLE', {
        message: 'This service has ended, so its renewal can no longer be resumed.',
      });
    }
    const renews = `${ctx.service.name} renews on ${formatDate(sub.termEndsAt)}.`;
    if (!sub.cancelRequestedAt) return { subscription: viewOf(sub, ctx), message: renews };
    const resumed = await updateSubscription(tx, sub.id, { cancelRequestedAt: null }, now);
    await recordServiceEvent(
      tx,
      ctx.service,
      {
        actor: 'customer',
        actorUserId: input.userId,
        toStatus: ctx.service.status,
        note: 'Renewal resumed',
      },
      now,
    );
    return { subscription: viewOf(resumed, ctx), message: `Renewal resumed: ${renews}` };
  });
