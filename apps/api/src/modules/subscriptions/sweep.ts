import type { TDatabase, TDbExecutor } from '../../db/client';
import { renewalReminderMail, subscriptionEndedMail } from '../email';
import type { TChargerFor } from '../payments';
import { isoDay, loadRenewalContext, queueSubscriptionMail } from './renewal-context';
import { chargeRenewal } from './renew-subscription';
import {
  listDueSubscriptionIds,
  lockSubscription,
  recordNotice,
  recordServiceEvent,
  updateSubscription,
  type TSubscriptionRow,
} from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many batches in one run (the next run goes on). */
const MAX_ROUNDS = 20;
/** Days before the term end the reminders go out, latest first. */
const REMINDER_DAYS = [3, 14] as const;

export type TSweepDeps = {
  /** The provider's charger (chargerForProvider). */
  chargerFor: TChargerFor;
  /** How many subscriptions one run looks at (the next run takes the rest). */
  batch?: number;
  log?: { error: (obj: object, msg: string) => void };
};
type TAction = 'reminded' | 'renewed' | 'failed' | 'lapsed' | 'ended' | 'none';
export type TSweepResult = Record<Exclude<TAction, 'none'>, number> & { errors: number };

/**
 * The reminder due now, if any: the 3-day one from 3 days before, else the 14-day one.
 * A reminder missed by a sweep that did not run is sent late, until the term ends; the
 * 14-day one is never sent once the 3-day one is due.
 */
const remind = async (tx: TDbExecutor, sub: TSubscriptionRow, now: Date): Promise<TAction> => {
  const left = sub.termEndsAt.getTime() - now.getTime();
  const days = REMINDER_DAYS.find((d) => left <= d * DAY_MS);
  if (days === undefined) return 'none';
  const kind = `reminder-${days}`;
  if (
    !(await recordNotice(tx, { subscriptionId: sub.id, termEndsAt: sub.termEndsAt, kind }, now))
  ) {
    return 'none';
  }
  const ctx = await loadRenewalContext(tx, sub);
  await queueSubscriptionMail(tx, ctx, sub, (input) =>
    renewalReminderMail(input, { reminder: days, daysLeft: Math.ceil(left / DAY_MS) }),
  );
  return 'reminded';
};

/** A cancelled subscription at its term end: it and its service end; nothing is charged. */
const endCancelled = async (tx: TDbExecutor, sub: TSubscriptionRow, now: Date) => {
  const notice = { subscriptionId: sub.id, termEndsAt: sub.termEndsAt, kind: 'ended' };
  if (!(await recordNotice(tx, notice, now))) return 'none';
  const ctx = await loadRenewalContext(tx, sub);
  await updateSubscription(tx, sub.id, { status: 'CANCELLED', nextAttemptAt: null }, now);
  await recordServiceEvent(
    tx,
    ctx.service,
    {
      toStatus: 'CANCELLED',
      note: `Ended ${isoDay(sub.termEndsAt)}: the renewal was cancelled`,
      actor: 'system',
      actorUserId: null,
    },
    now,
  );
  await queueSubscriptionMail(tx, ctx, sub, subscriptionEndedMail);
  return 'ended';
};

const actOn = async (
  tx: TDbExecutor,
  sub: TSubscriptionRow,
  now: Date,
  deps: TSweepDeps,
): Promise<TAction> => {
  const charge = (kind: string) =>
    chargeRenewal(tx, sub, { kind, scheduled: true, now, chargerFor: deps.chargerFor });
  if (sub.status === 'PAST_DUE') {
    if (!sub.nextAttemptAt || sub.nextAttemptAt > now) return 'none';
    const outcome = await charge(`retry-${sub.failedAttempts}`);
    return outcome === 'done-before' || outcome === 'declined' ? 'none' : outcome;
  }
  if (sub.status !== 'ACTIVE') return 'none';
  if (sub.termEndsAt <= now) {
    if (sub.cancelRequestedAt) return endCancelled(tx, sub, now);
    const outcome = await charge('renewal');
    return outcome === 'done-before' || outcome === 'declined' ? 'none' : outcome;
  }
  if (sub.cancelRequestedAt) return 'none';
  return remind(tx, sub, now);
};

/**
 * The renewal engine's one run at `now` (the job runtime runs it on a schedule; tests move
 * the clock): reminders 14 and 3 days before a term end, the renewal charge at it (or the
 * end of a cancelled one), and the retries of a past-due one. Safe to run concurrently and
 * repeatedly: each subscription is locked with SKIP LOCKED (one worker acts on it, the
 * others pass), and each action is guarded by its unique notice row in the same transaction.
 */
export const sweepSubscriptions = async (
  db: TDatabase,
  now: Date,
  deps: TSweepDeps,
): Promise<TSweepResult> => {
  const result: TSweepResult = {
    reminded: 0,
    renewed: 0,
    failed: 0,
    lapsed: 0,
    ended: 0,
    errors: 0,
  };
  const batch = deps.batch ?? 200;
  // Batches until none is left; a batch where nothing could be done (locked by another
  // worker, or failing) ends the run: the next run takes what is left.
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const ids = await listDueSubscriptionIds(db, now, batch);
    let acted = 0;
    for (const id of ids) {
      try {
        const action = await db.transaction(async (tx) => {
          const sub = await lockSubscription(tx, id, { skipLocked: true });
          return sub ? actOn(tx, sub, now, deps) : 'none';
        });
        if (action !== 'none') {
          result[action] += 1;
          acted += 1;
        }
      } catch (error) {
        // One subscription's fault (the provider down) leaves it for the next run.
        result.errors += 1;
        deps.log?.error({ err: error, subscriptionId: id }, 'subscription sweep failed');
      }
    }
    if (ids.length < batch || acted === 0) break;
  }
  return result;
};
