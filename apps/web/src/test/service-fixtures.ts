import type { TProduct } from '@charterline/shared/schemas/billing';
import type { TLaterStateCost } from '@charterline/shared/schemas/formation';
import type {
  TOffer,
  TService,
  TServiceEvent,
  TSubscription,
} from '@charterline/shared/schemas/services';

/** Washington's $10 initial report: a later state cost of an LLC formed on 10 March 2026. */
export const WA_INITIAL_REPORT: TLaterStateCost = {
  key: 'state:WA:annual-report',
  title: 'Initial report',
  agency: 'WA Secretary of State',
  dueDate: '2026-07-08',
  fee: 1000,
  feeText: null,
};

/** A catalogue product as the API answers it (cents). */
export const product = (over: Partial<TProduct> & Pick<TProduct, 'productKey'>): TProduct => ({
  id: `p-${over.productKey}`,
  name: over.productKey,
  description: `What ${over.productKey} includes.`,
  category: 'compliance',
  productType: 'OTHERS',
  price: 9900,
  currency: 'USD',
  ...over,
});

/** An offer: AVAILABLE unless said otherwise; recurring products renew at their price. */
export const offer = (p: TProduct, over: Partial<TOffer> = {}): TOffer => ({
  product: p,
  state: 'AVAILABLE',
  includedIn: null,
  recommended: false,
  renewal: p.interval === 'year' ? { amount: p.price, interval: 'year' } : null,
  lastBought: null,
  ...over,
});

export const subscription = (over: Partial<TSubscription> = {}): TSubscription => ({
  id: 'sub-1',
  status: 'ACTIVE',
  interval: 'year',
  termStartedAt: '2026-11-25T10:00:00.000Z',
  termEndsAt: '2027-11-25T10:00:00.000Z',
  renewalAmount: 9900,
  currency: 'USD',
  cancelAtTermEnd: false,
  cancelRequestedAt: null,
  nextAttemptAt: null,
  failedAttempts: 0,
  card: { brand: 'visa', last4: '4242' },
  ...over,
});

/** A move in a service's history (by default: ordered at payment). */
export const serviceEvent = (over: Partial<TServiceEvent> = {}): TServiceEvent => ({
  at: '2026-11-25T10:00:00.000Z',
  actor: 'payment-provider',
  fromStatus: null,
  toStatus: 'ORDERED',
  note: null,
  documentId: null,
  ...over,
});

export const service = (over: Partial<TService> & Pick<TService, 'id' | 'name'>): TService => ({
  productKey: over.id,
  productType: 'OTHERS',
  category: 'compliance',
  status: 'ORDERED',
  waitingOn: null,
  includedIn: null,
  orderedAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  deliveredAt: null,
  subscription: null,
  events: [serviceEvent()],
  ...over,
});

/** An ISO date `days` from now (the Home card counts renewals from today). */
export const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString();
