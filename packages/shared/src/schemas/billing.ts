import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums';
import { cardNumberProblem, expiryShapeProblem } from '../rules/card';
import { ZBillingAddress } from './address';
import { successEnvelope } from './envelope';
import { ZLaterStateCost } from './formation';
import { pagedOf, pagingQuery } from './paging';

/** A catalogue product; price in cents. */
export const ZProduct = z.object({
  id: z.string(),
  productKey: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  price: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  interval: z.enum(['one_time', 'year']).optional(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductsQuery = z.object({
  category: z.string().max(60).optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export type TProductsQuery = z.infer<typeof ZProductsQuery>;

export const ZProductsResponse = successEnvelope(z.array(ZProduct));
export const ZProductResponse = successEnvelope(ZProduct);

export const ZCalculatePriceRequest = z.object({
  items: z.array(z.string().min(1).max(80)).min(1).max(20),
  state: z.string().length(2).toUpperCase().optional(),
  companyId: z.uuid().optional(),
});
export type TCalculatePriceRequest = z.input<typeof ZCalculatePriceRequest>;

export const ZLineItem = z.object({
  productKey: z.string(),
  name: z.string(),
  amount: z.number().int(),
  kind: z.enum(['product', 'state_fee']),
});
export type TLineItem = z.infer<typeof ZLineItem>;

/** The server's price of a basket (cents). */
export const ZPrice = z.object({
  lineItems: z.array(ZLineItem),
  subtotal: z.number().int(),
  stateFee: z.number().int(),
  total: z.number().int(),
  currency: z.literal('USD'),
  yearlyAfterFirstYear: z.number().int(),
  /**
   * What yearlyAfterFirstYear is made of: every renewal the basket implies (a bundle's
   * registered agent and mailing address, the state's yearly report and tax…), each with
   * the source of its figure (a state's fee: the state's page; ours: null).
   */
  yearlyBreakdown: z
    .array(z.object({ name: z.string(), amount: z.number().int(), source: z.string().nullable() }))
    .default([]),
  /**
   * A formation basket's state costs of the first 12 months that are not in this price: due
   * later, paid when filed (the engine's obligations for a company formed today). Empty
   * otherwise.
   */
  laterStateCosts: z.array(ZLaterStateCost).default([]),
});
export type TPrice = z.infer<typeof ZPrice>;
export const ZPriceResponse = successEnvelope(ZPrice);

/** Stripe's own metadata limits: 50 keys, keys of 40 characters without brackets, values of 500. */
export const CHECKOUT_METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

export const ZCheckoutMetadata = z
  .record(
    z
      .string()
      .min(1)
      .max(CHECKOUT_METADATA_LIMITS.keyLength)
      .regex(/^[^[\]]+$/, 'A metadata key cannot contain square brackets.'),
    z.union([z.string().max(CHECKOUT_METADATA_LIMITS.valueLength), z.boolean(), z.number()]),
  )
  .refine((m) => Object.keys(m).length <= CHECKOUT_METADATA_LIMITS.keys, {
    message: `At most ${CHECKOUT_METADATA_LIMITS.keys} metadata keys.`,
  })
  .meta({
    maxProperties: CHECKOUT_METADATA_LIMITS.keys,
    description: `Stripe's limits: at most ${CHECKOUT_METADATA_LIMITS.keys} keys of at most ${CHECKOUT_METADATA_LIMITS.keyLength} characters (no square brackets), values of at most ${CHECKOUT_METADATA_LIMITS.valueLength}.`,
  });

/** "Create session" (docs/product.md § Calls): the server prices it; a sent amount is checked. */
export const ZCreateSessionRequest = z.object({
  companyId: z.uuid().optional(),
  items: z.array(z.string().min(1).max(80)).min(1).max(20),
  /** The page to come back to: an http(s) address of the portal's own origin (checked by the API). */
  successUrl: z
    .url({ protocol: /^https?$/, error: 'The return address must be a page of this site.' })
    .max(2000),
  metadata: ZCheckoutMetadata.optional(),
  enableAutomaticPaymentMethods: z.boolean().optional(),
  amount: z.number().int().nonnegative().optional(),
});
export type TCreateSessionRequest = z.input<typeof ZCreateSessionRequest>;

/** "Process payment success" (docs/product.md § Calls). */
export const ZPaymentSuccessRequest = z.object({
  sessionId: z.string().min(1).max(200),
  paymentIntentId: z.string().max(200).optional(),
  items: z.array(z.string().min(1).max(80)).max(20).optional(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().length(3).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type TPaymentSuccessRequest = z.infer<typeof ZPaymentSuccessRequest>;

export const ZCheckoutSession = z.object({
  status: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZReceipt = z.object({
  id: z.string(),
  /** The receipt's number, CL-000123. */
  number: z.string(),
  /** The invoice of the same payment, INV-000123 (decision 0102). */
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  /** When it was paid, and the card (brand as the provider names it: visa, amex…). */
  paidAt: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  total: z.number().int(),
  currency: z.string(),
  items: z.array(z.object({ name: z.string(), amount: z.number().int() })),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** GET /client/company/v7/receipts/paged: page 0, size 20, sort id,desc by default. */
export const ZReceiptsQuery = pagingQuery(['id', 'issuedAt', 'total'] as const, {
  size: 20,
  sort: 'id,desc',
});
export type TReceiptsQuery = z.input<typeof ZReceiptsQuery>;
export const ZReceiptsPage = pagedOf(ZReceipt);
export type TReceiptsPage = z.infer<typeof ZReceiptsPage>;

export const ZCreateSessionAnswer = z.object({
  /** Empty when there is no card step (status complete). */
  clientSecret: z.string(),
  sessionId: z.string(),
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string().optional(),
  amount: z.number().int(),
  currency: z.string(),
  /** What is being bought: each product and state fee with its amount (cents). */
  lineItems: z.array(z.object({ name: z.string(), amount: z.number().int() })),
  /** Not in `amount`: the state costs a formation's first 12 months bring, paid when filed. */
  laterStateCosts: z.array(ZLaterStateCost).default([]),
  /** complete: a basket of free products, fulfilled at once; go to redirectUrl. */
  status: z.enum(['open', 'complete']).optional(),
  redirectUrl: z.string().optional(),
});
export type TCreateSessionAnswer = z.infer<typeof ZCreateSessionAnswer>;
export const ZCreateSessionResponse = successEnvelope(ZCreateSessionAnswer);
export const ZCheckoutSessionResponse = successEnvelope(ZCheckoutSession);

/**
 * The local test provider's card form (never sent to a real processor). The number with or
 * without spaces, the expiry as "MM/YY" or as shown ("12 / 34", "1234"): rules/card.ts.
 * Whether the expiry is past is the service's check (it knows the time).
 */
export const ZLocalConfirmRequest = z.object({
  sessionId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(300),
  cardNumber: z
    .string()
    .max(40, 'CARD_NUMBER_INVALID')
    .refine((v) => !cardNumberProblem(v), { error: (i) => cardNumberProblem(String(i.input)) }),
  expiry: z
    .string()
    .max(20, 'CARD_EXPIRY_INCOMPLETE')
    .refine((v) => !expiryShapeProblem(v), { error: (i) => expiryShapeProblem(String(i.input)) }),
  cvc: z.string().regex(/^\d{3,4}$/, 'CARD_CVC_INCOMPLETE'),
});
export type TLocalConfirmRequest = z.infer<typeof ZLocalConfirmRequest>;
export const ZLocalConfirmAnswer = z.object({
  status: z.literal('complete'),
  redirectUrl: z.string(),
});
export type TLocalConfirmAnswer = z.infer<typeof ZLocalConfirmAnswer>;
export const ZLocalConfirmResponse = successEnvelope(ZLocalConfirmAnswer);

export const ZFulfilment = z.object({
  receiptId: z.number().int(),
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
});
export type TFulfilment = z.infer<typeof ZFulfilment>;
export const ZFulfilmentResponse = successEnvelope(ZFulfilment);
export const ZReceiptsPageResponse = successEnvelope(ZReceiptsPage);
export const ZReceiptResponse = successEnvelope(ZReceipt);
// The API imports ZBillingAddress from here; it is declared with the address it extends.
export { ZBillingAddress, type TBillingAddress, type TBillingAddressInput } from './address';
export const ZBillingAddressResponse = successEnvelope(ZBillingAddress.nullable());

/** GET /client/v9/billing/provider: which payment provider the server runs (test page). */
export const ZProviderInfo = z.object({
  provider: z.enum(['local', 'stripe']),
  testMode: z.boolean(),
  publishableKey: z.string().nullable(),
  webhookConfigured: z.boolean(),
});
export type TProviderInfo = z.infer<typeof ZProviderInfo>;
export const ZProviderInfoResponse = successEnvelope(ZProviderInfo);
