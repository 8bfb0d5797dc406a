import { formatDate, formatMoney } from '@charterline/shared/format';
import { isFilingProduct } from '@charterline/shared/services';
import type { TService, TServiceStatus, TSubscription } from '@charterline/shared/schemas/services';

/** How each status reads on its badge. */
export const SERVICE_STATUS_LABELS: Record<TServiceStatus, string> = {
  ORDERED: 'Ordered',
  IN_PROGRESS: 'In progress',
  WAITING_ON_CUSTOMER: 'Waiting on you',
  ACTIVE: 'Active',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

/**
 * A service's status in words for what it is (issue 36 item 8): a filing delivered is
 * "Filed"; a free feature switched off is "Turned off".
 */
export const serviceStatusLabel = (
  s: Pick<TService, 'status' | 'productKey'> & { free?: boolean | undefined },
): string => {
  if (s.status === 'DELIVERED' && isFilingProduct(s.productKey)) return 'Filed';
  if (s.status === 'CANCELLED' && s.free) return 'Turned off';
  return SERVICE_STATUS_LABELS[s.status];
};

/** A free feature's line where a paid one says when it renews. */
export const FREE_FEATURE_TEXT = 'Free: nothing is charged and nothing renews';

/** Where a free feature is turned on again, by product (others: its offer). */
export const TURN_ON_PAGES: Record<string, string> = {
  'invoicing-payments': '/dashboard/invoicing?tab=settings',
};

/** What turning a free feature off means, by product (others: the general sentence). */
export const TURN_OFF_WORDS: Record<string, string> = {
  'invoicing-payments':
    'Your customers can no longer pay your invoices by card from their page; bank transfer and your payment instructions stay. Payments already made are kept.',
};

/** Who moved a service, as the timeline says it. */
export const actorLabel = (actor: string): string => {
  switch (actor) {
    case 'customer':
      return 'You';
    case 'staff':
      return 'Charterline team';
    case 'system':
      return 'Automatic';
    case 'payment-provider':
      return 'Payment';
    default:
      return actor;
  }
};

export type TRenewalState = 'renews' | 'cancelled' | 'past-due' | 'lapsed' | 'ended';

/** Where a subscription stands, for the sentence and the actions next to it. */
export const renewalState = (s: TSubscription): TRenewalState => {
  switch (s.status) {
    case 'ACTIVE':
      return s.cancelAtTermEnd ? 'cancelled' : 'renews';
    case 'PAST_DUE':
      return 'past-due';
    case 'LAPSED':
      return 'lapsed';
    case 'CANCELLED':
      return 'ended';
  }
};

/** The one sentence about the next renewal ("Renews on Nov 25, 2027 for $99.00"). */
export const renewalText = (s: TSubscription): string => {
  switch (renewalState(s)) {
    case 'renews':
      return `Renews on ${formatDate(s.termEndsAt)} for ${formatMoney(s.renewalAmount)}`;
    case 'cancelled':
      return `Renewal cancelled — ends ${formatDate(s.termEndsAt)}`;
    case 'past-due':
      return s.nextAttemptAt
        ? `Payment failed — we'll try again on ${formatDate(s.nextAttemptAt)}`
        : 'Payment failed — please update your card';
    case 'lapsed':
      return 'Lapsed';
    case 'ended':
      return `Ended on ${formatDate(s.termEndsAt)}`;
  }
};

const DAY_MS = 86_400_000;

export type TRenewingService = TService & { subscription: TSubscription };

/** Services that renew (not cancelled) within `days` of `now`, soonest first. */
export const upcomingRenewals = (services: TService[], now: Date, days = 30): TRenewingService[] =>
  services
    .filter((s): s is TRenewingService => {
      if (!s.subscription || renewalState(s.subscription) !== 'renews') return false;
      const due = Date.parse(s.subscription.termEndsAt) - now.getTime();
      return due >= 0 && due <= days * DAY_MS;
    })
    .sort((a, b) => Date.parse(a.subscription.termEndsAt) - Date.parse(b.subscription.termEndsAt));
