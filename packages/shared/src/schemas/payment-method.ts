import { z } from 'zod';
import { ZLocalConfirmRequest } from './billing';
import { successEnvelope } from './envelope';

/**
 * POST /client/company/v7/payment-method (local test provider): a new card for renewals,
 * checked with the checkout card form's rules (rules/card.ts). 4000 0000 0000 0341 is
 * accepted as Stripe accepts it: saving succeeds, charges to it fail.
 */
export const ZSaveCardRequest = ZLocalConfirmRequest.pick({
  cardNumber: true,
  expiry: true,
  cvc: true,
});
export type TSaveCardRequest = z.infer<typeof ZSaveCardRequest>;

/**
 * POST /client/company/v7/payment-method/setup-session (Stripe): an embedded Checkout
 * session in setup mode; Stripe's webhook saves the card it collects.
 */
export const ZSetupSessionAnswer = z.object({
  clientSecret: z.string(),
  sessionId: z.string(),
  provider: z.literal('stripe'),
  publishableKey: z.string().optional(),
});
export type TSetupSessionAnswer = z.infer<typeof ZSetupSessionAnswer>;
export const ZSetupSessionResponse = successEnvelope(ZSetupSessionAnswer);

/** Where Stripe's setup session returns to (a page of this site, as checkout's). */
export const ZSetupSessionRequest = z.object({
  returnUrl: z
    .url({ protocol: /^https?$/, error: 'The return address must be a page of this site.' })
    .max(2000),
});
export type TSetupSessionRequest = z.infer<typeof ZSetupSessionRequest>;
