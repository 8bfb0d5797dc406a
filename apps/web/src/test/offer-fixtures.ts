import type { TOffer } from '@charterline/shared/schemas/services';

/** Bookkeeping as offered to a company (GET /client/company/v7/offers). */
export const bookkeepingOffer = (over: Partial<TOffer> = {}): TOffer => ({
  product: {
    id: 'p-bookkeeping',
    productKey: 'bookkeeping',
    name: 'Bookkeeping',
    description: 'Monthly books closed by an accountant, with a year-end report.',
    category: 'tax',
    productType: 'BOOKKEEPING',
    price: 49900,
    currency: 'USD',
    interval: 'year',
  },
  state: 'AVAILABLE',
  includedIn: null,
  recommended: true,
  renewal: { amount: 49900, interval: 'year' },
  lastBought: null,
  ...over,
});
