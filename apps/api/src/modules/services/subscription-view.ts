import type { TSubscription } from '@charterline/shared/schemas/services';
import type { subscriptions } from '../../db/schema';

type TRow = typeof subscriptions.$inferSelect;

/** A subscription as the API shows it: the renewal price and the card come from the caller. */
export const subscriptionView = (
  row: TRow,
  extra: { renewalAmount: number; card: { brand: string; last4: string } | null },
): TSubscription => ({
  id: row.id,
  status: row.status,
  interval: 'year',
  termStartedAt: row.termStartedAt.toISOString(),
  termEndsAt: row.termEndsAt.toISOString(),
  renewalAmount: extra.renewalAmount,
  currency: 'USD',
  cancelAtTermEnd: row.cancelRequestedAt !== null && row.status === 'ACTIVE',
  cancelRequestedAt: row.cancelRequestedAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  failedAttempts: row.failedAttempts,
  card: extra.card,
});
