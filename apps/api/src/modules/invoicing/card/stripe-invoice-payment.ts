import type Stripe from 'stripe';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordCardPayment } from './card-payment';

/** Our Checkout Sessions for an invoice carry this in their metadata (decision 0142). */
export const invoiceIdOfSession = (session: Stripe.Checkout.Session): string | null =>
  session.metadata?.purpose === 'invoice' && session.metadata.invoiceId
    ? session.metadata.invoiceId
    : null;

/**
 * Stripe's `checkout.session.completed` for an invoice's session: the payment is recorded
 * once. A replayed event, or a session another payment beat, changes nothing; a session we
 * never made is ignored (answered 200, as Stripe expects). Answers what happened: 'recorded',
 * 'ignored' (not paid, not ours) or the refusal's code (the caller logs it: money taken for
 * an invoice that no longer owes it is refunded by hand from Stripe's dashboard).
 */
export const recordStripeInvoicePayment = async (
  db: TDatabase,
  session: Stripe.Checkout.Session,
  now = new Date(),
): Promise<'recorded' | 'ignored' | string> => {
  const invoiceId = invoiceIdOfSession(session);
  if (!invoiceId || session.payment_status !== 'paid') return 'ignored';
  try {
    await recordCardPayment(db, { sessionId: session.id, invoiceId, card: null, now });
    return 'recorded';
  } catch (error) {
    if (
      error instanceof AppError &&
      ['INVOICE_ALREADY_PAID', 'NOT_FOUND', 'INVOICE_NOT_OPEN', 'PAYMENT_EXCEEDS_BALANCE'].includes(
        error.code,
      )
    ) {
      return error.code;
    }
    throw error;
  }
};

/** The Stripe webhook's handler of `purpose: invoice` sessions (composition/routes.ts). */
export const invoicePaymentWebhook = async (
  app: { db: TDatabase; log: { warn: (data: object, message: string) => void } },
  session: Stripe.Checkout.Session,
): Promise<void> => {
  const result = await recordStripeInvoicePayment(app.db, session);
  if (result !== 'recorded' && result !== 'ignored') {
    app.log.warn({ sessionId: session.id, result }, 'invoice payment not recorded');
  }
};
