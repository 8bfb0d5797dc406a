import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums';
import { successEnvelope } from './envelope';
import { ZProduct } from './billing';

/**
 * A service: one product a company bought (or its bundle includes), followed from order
 * to delivery (issue 18). Staff move it with `npm run ops`; the customer sees it under
 * "Your services". ACTIVE (issue 36 item 8): a service that runs — the registered agent once
 * appointed, the mailbox, the phone number once live, bookkeeping, a plan, a free feature —
 * while it runs; a one-off is IN_PROGRESS then DELIVERED.
 */
export const SERVICE_STATUSES = [
  'ORDERED',
  'IN_PROGRESS',
  'WAITING_ON_CUSTOMER',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
  'ACTIVE',
] as const;
export type TServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * A recurring service's subscription. ACTIVE (paid to its term end; `cancelAtTermEnd` says
 * it stops then), PAST_DUE (the renewal charge failed; retried 1, 3 and 7 days later),
 * LAPSED (every retry failed), CANCELLED (the term ended after the customer cancelled).
 */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'LAPSED', 'CANCELLED'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ZCardSummary = z.object({ brand: z.string(), last4: z.string() });
export type TCardSummary = z.infer<typeof ZCardSummary>;

export const ZSubscription = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.literal('year'),
  termStartedAt: z.string(),
  termEndsAt: z.string(),
  /** What the next term costs (cents), charged at termEndsAt unless cancelled. */
  renewalAmount: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  cancelAtTermEnd: z.boolean(),
  cancelRequestedAt: z.string().nullable(),
  /** PAST_DUE: when the charge is tried again. */
  nextAttemptAt: z.string().nullable(),
  failedAttempts: z.number().int().nonnegative(),
  /** The card renewals are charged to (the company's saved card). */
  card: ZCardSummary.nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZServiceEvent = z.object({
  at: z.string(),
  /** "customer", "staff", "system" or "payment-provider". */
  actor: z.string(),
  fromStatus: z.enum(SERVICE_STATUSES).nullable(),
  toStatus: z.enum(SERVICE_STATUSES),
  note: z.string().nullable(),
  /** A file staff attached with the move (downloaded from the documents call). */
  documentId: z.string().nullable(),
});
export type TServiceEvent = z.infer<typeof ZServiceEvent>;

export const ZService = z.object({
  id: z.string(),
  productKey: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  name: z.string(),
  category: z.string(),
  status: z.enum(SERVICE_STATUSES),
  /** WAITING_ON_CUSTOMER: what the customer must do, in a sentence. */
  waitingOn: z.string().nullable(),
  /** The bundle that includes it (its product name), when it was not bought on its own. */
  includedIn: z.string().nullable(),
  orderedAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /**
   * A feature we give away (no price, no renewal: "Invoicing and payments"): never a
   * subscription; ACTIVE until the customer turns it off (POST …/services/{id}/turn-off).
   */
  free: z.boolean().optional(),
  subscription: ZSubscription.nullable(),
  /** Oldest first. */
  events: z.array(ZServiceEvent),
});
export type TService = z.infer<typeof ZService>;

/** GET /client/company/v7/services and …/services/{id}: which company (default: current). */
export const ZServicesQuery = z.object({ companyId: z.uuid().optional() });
export type TServicesQuery = z.infer<typeof ZServicesQuery>;

export const ZServicesResponse = successEnvelope(z.array(ZService));
export const ZServiceResponse = successEnvelope(ZService);

/**
 * A product as offered to one company (GET /client/company/v7/offers): AVAILABLE to buy,
 * INCLUDED in its bundle, or OWNED already. Neither of the last two is ever sold again.
 */
export const OFFER_STATES = ['AVAILABLE', 'INCLUDED', 'OWNED'] as const;
export type TOfferState = (typeof OFFER_STATES)[number];

export const ZOffer = z.object({
  product: ZProduct,
  state: z.enum(OFFER_STATES),
  /** INCLUDED: the name of the product that includes it. */
  includedIn: z.string().nullable(),
  /** The customer said they need it (sign-up service or the existing-LLC "stage" answer). */
  recommended: z.boolean(),
  /** Recurring products: what each later year costs (cents). */
  renewal: z
    .object({ amount: z.number().int().nonnegative(), interval: z.literal('year') })
    .nullable(),
  /**
   * A product bought again and again (a yearly filing, a recharge): its last purchase still
   * going on (not delivered, cancelled or refunded), so the page says "Bought on …" and warns
   * before the same filing is bought twice (issue 36 item 2). Null otherwise.
   */
  lastBought: z
    .object({ serviceId: z.uuid(), on: z.iso.date(), status: z.enum(SERVICE_STATUSES) })
    .nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;
export const ZOffersResponse = successEnvelope(z.array(ZOffer));

/** The company's saved card for renewals (never the number, only what a receipt prints). */
export const ZPaymentMethod = z.object({
  card: ZCardSummary.extend({ expMonth: z.number().int(), expYear: z.number().int() }).nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodResponse = successEnvelope(ZPaymentMethod);

/**
 * GET /client/company/v7/offers: `moment` pre-payment gives only what makes sense before
 * formation (the wizard's optional products); billing (default) every product that fits
 * the company's stage and path.
 */
export const ZOffersQuery = z.object({
  companyId: z.uuid().optional(),
  moment: z.enum(['pre-payment', 'billing']).default('billing'),
});
export type TOffersQuery = z.input<typeof ZOffersQuery>;

/** POST /client/company/v7/services/{id}/cancel and …/resume answer the subscription. */
export const ZSubscriptionResponse = successEnvelope(ZSubscription);

/** Pages of the portal that e-mails link to (issue 18). */
export const SERVICE_PAGES = {
  list: '/dashboard/services',
  one: (serviceId: string) => `/dashboard/services/${serviceId}`,
  /** Opens the one-click cancel confirmation of the service's renewal. */
  cancel: (serviceId: string) => `/dashboard/services/${serviceId}?cancel=1`,
  /** Opens the dialog that changes the saved card. */
  updateCard: '/dashboard/services?update-card=1',
  /** A product's offer: what it includes, its price and renewal, and its checkout. */
  offer: (productKey: string) => `/dashboard/billing/offer/${productKey}`,
} as const;
