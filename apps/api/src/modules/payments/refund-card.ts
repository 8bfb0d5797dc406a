import Stripe from 'stripe';
import type { TEnv } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { localId } from './local-cards';
import { callStripe, createStripeClient } from './stripe-client';

export type TRefundEnv = Pick<
  TEnv,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_TIMEOUT_MS'
>;

/** What the provider made of a refund: done, on its way, or refused after all. */
export type TCardRefund = {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureReason: string | null;
};

const unavailable = (message: string) => new AppError('CARD_REFUND_UNAVAILABLE', { message });

/** Stripe's refund statuses in ours ("requires_action" waits on the bank: pending). */
const STATUS_OF: Record<string, TCardRefund['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

/**
 * Refunds part or all of a card payment taken through a Checkout Session (issue 36 item 4,
 * decision 0183), by the provider that took it:
 * - the local test provider refunds at once (a re_local_… id; no money ever moved);
 * - Stripe refunds the session's payment intent with the caller's idempotency key (a retry
 *   refunds once); `reverseTransfer` takes the money back from the connected account of a
 *   destination charge (an LLC's invoice).
 * A payment another provider took, or a session with no payment, is CARD_REFUND_UNAVAILABLE;
 * Stripe refusing the refund (more than is left on the charge, a disputed charge) is
 * REFUND_REFUSED; Stripe not answering is SERVICE_UNAVAILABLE (callStripe), and then whether
 * it refunded is not known: the caller keeps the refund pending.
 */
export const refundCardPayment = async (
  env: TRefundEnv,
  input: {
    provider: 'local' | 'stripe';
    checkoutSessionId: string;
    amount: number;
    idempotencyKey: string;
    reverseTransfer: boolean;
    metadata: Record<string, string>;
  },
): Promise<TCardRefund> => {
  if (input.provider !== env.PAYMENT_PROVIDER) {
    throw unavailable(
      'This card payment was taken by another payment provider than the one in use: refund it there and record the refund by hand.',
    );
  }
  if (input.provider === 'local') {
    return { refundId: localId('re_local'), status: 'succeeded', failureReason: null };
  }
  const stripe = createStripeClient(env);
  if (!stripe) throw unavailable('Card refunds are not set up on this server.');
  const session = await callStripe(() =>
    stripe.checkout.sessions.retrieve(input.checkoutSessionId),
  );
  const intent = session.payment_intent;
  const paymentIntent = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!paymentIntent) throw unavailable('The payment provider has no card payment to refund.');
  try {
    const refund = await callStripe(() =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: input.amount,
          ...(input.reverseTransfer ? { reverse_transfer: true } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    const status = STATUS_OF[refund.status ?? ''] ?? 'pending';
    return {
      refundId: refund.id,
      status,
      failureReason: status === 'failed' ? (refund.failure_reason ?? 'refused') : null,
    };
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError
    ) {
      throw new AppError('REFUND_REFUSED', {
        message: `The payment provider refused the refund: ${error.message}`,
        cause: error,
      });
    }
    throw error;
  }
};
