import Stripe from 'stripe';
import type { TDbExecutor } from '../../db/client';
import { localId } from './local-cards';
import { findLocalCardToken, type TPaymentMethodRow } from './payment-methods.repository';
import { callStripe } from './stripe-client';

export type TChargeRequest = {
  paymentMethod: Pick<TPaymentMethodRow, 'provider' | 'providerRef' | 'providerCustomer'>;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  /** The same key charges once, however often it is sent (Stripe's Idempotency-Key). */
  idempotencyKey: string;
};
export type TChargeResult = { ok: true; paymentIntentId: string } | { ok: false; reason: string };

/** Charges a saved card without the customer present (renewals, past-due retries). */
export type TCardCharger = { chargeSavedCard: (charge: TChargeRequest) => Promise<TChargeResult> };

/**
 * The local test provider: the token's test card decides (4242 succeeds, 0341 and 0002 are
 * declined, 9995 has insufficient funds); an unknown token is declined.
 */
export const localCardCharger = (db: TDbExecutor): TCardCharger => ({
  chargeSavedCard: async ({ paymentMethod }) => {
    if (paymentMethod.provider !== 'local') return { ok: false, reason: 'card_not_found' };
    const token = await findLocalCardToken(db, paymentMethod.providerRef);
    if (!token) return { ok: false, reason: 'card_not_found' };
    if (token.chargeOutcome !== 'succeeded') return { ok: false, reason: token.chargeOutcome };
    return { ok: true, paymentIntentId: localId('pi_test') };
  },
});

/**
 * Stripe: an off-session PaymentIntent confirmed at once on the saved PaymentMethod of the
 * Customer. A card error (declined, authentication required) is a failed charge; Stripe
 * unreachable is thrown (SERVICE_UNAVAILABLE) so the caller leaves the term untouched and
 * tries again on its next run.
 */
export const stripeCardCharger = (stripe: Stripe): TCardCharger => ({
  chargeSavedCard: async (charge) => {
    const { paymentMethod } = charge;
    if (paymentMethod.provider !== 'stripe' || !paymentMethod.providerCustomer) {
      return { ok: false, reason: 'card_not_found' };
    }
    try {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: paymentMethod.providerCustomer ?? undefined,
            payment_method: paymentMethod.providerRef,
            description: charge.description,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: charge.idempotencyKey },
        ),
      );
      if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
      return { ok: false, reason: intent.status };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return { ok: false, reason: error.decline_code ?? error.code ?? 'card_error' };
      }
      throw error;
    }
  },
});

/**
 * The charger of the provider in use, for a database handle: the local provider reads its
 * tokens through the caller's transaction (PGlite has one connection, which that holds).
 */
export type TChargerFor = (db: TDbExecutor) => TCardCharger;
export const chargerForProvider = (stripe: Stripe | null): TChargerFor =>
  stripe ? () => stripeCardCharger(stripe) : (db) => localCardCharger(db);
