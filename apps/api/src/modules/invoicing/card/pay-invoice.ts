import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TPublicInvoice, TPublicPaySession } from '@charterline/shared/schemas/invoicing';
import type { TLocalConfirmRequest } from '@charterline/shared/schemas/billing';
import type { TEnv } from '../../../config/env';
import type { TDatabase } from '../../../db/client';
import { invoicePaymentSessions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { hashOpaqueToken } from '../../../lib/tokens';
import { localId, testCardOutcome, callStripe, createStripeClient } from '../../payments';
import { documentOf, publicInvoiceUrl } from '../pdf/invoice-document';
import { openPublicInvoice, publicInvoiceNow, type TPublicEnv } from '../public/public-invoice';
import { canPayByCard } from './card-payments-on';
import { lockSession, recordCardPayment } from './card-payment';

/**
 * Stripe refusing the session (the connected account cannot take charges yet, a currency it
 * does not settle) is the seller's card payments not being ready: CARD_PAYMENTS_OFF, not a 500.
 */
const refusedAsCardsOff = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await callStripe(call);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AppError('CARD_PAYMENTS_OFF', {
        message: 'This invoice cannot be paid by card yet. Please use the payment instructions.',
        cause: error,
      });
    }
    throw error;
  }
};

export type TPayEnv = Pick<
  TEnv,
  | 'PAYMENT_PROVIDER'
  | 'PUBLIC_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_API_BASE'
  | 'STRIPE_TIMEOUT_MS'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'MAIL_FACILITY_LINE1'
  | 'MAIL_FACILITY_CITY'
  | 'MAIL_FACILITY_REGION'
  | 'MAIL_FACILITY_POSTAL_CODE'
>;

/**
 * The payer starts paying the whole balance by card: a local session (cs_inv_…, its client
 * secret kept hashed as checkout's) or, with Stripe, an Embedded Checkout Session whose
 * charge goes to the LLC's connected account (decision 0142). Nothing owed or the card form
 * not offered is refused; every session pays at most once (recordInvoicePaymentIn).
 */
export const startInvoicePayment = async (
  db: TDatabase,
  token: string,
  body: { email?: string },
  env: TPayEnv,
): Promise<TPublicPaySession> => {
  const invoice = await openPublicInvoice(db, token);
  if (invoice.status === 'paid' || (invoice.status === 'open' && invoice.balance <= 0)) {
    throw new AppError('INVOICE_ALREADY_PAID');
  }
  if (invoice.status !== 'open') throw new AppError('INVOICE_NOT_OPEN');
  const doc = await documentOf(db, invoice, null);
  if (!(await canPayByCard(db, doc, env.PAYMENT_PROVIDER))) throw new AppError('CARD_PAYMENTS_OFF');
  const payerEmail = body.email ?? doc.customer.email;
  const base = { amount: invoice.balance, currency: invoice.currency };
  if (env.PAYMENT_PROVIDER === 'local') {
    const sessionId = localId('cs_inv');
    const clientSecret = `${sessionId}_secret_${randomBytes(18).toString('base64url')}`;
    await db.insert(invoicePaymentSessions).values({
      id: sessionId,
      invoiceId: invoice.id,
      provider: 'local',
      ...base,
      clientSecretHash: hashOpaqueToken(clientSecret),
      payerEmail,
    });
    return { provider: 'local', sessionId, clientSecret, ...base, publishableKey: null };
  }
  const stripe = createStripeClient(env);
  const destination = doc.settings?.stripeAccountId;
  if (!stripe || !destination) throw new AppError('CARD_PAYMENTS_OFF');
  const metadata = { purpose: 'invoice', invoiceId: invoice.id };
  const session = await refusedAsCardsOff(() =>
    stripe.checkout.sessions.create({
      ui_mode: 'embedded',
      mode: 'payment',
      customer_email: payerEmail,
      client_reference_id: invoice.id,
      metadata,
      // A destination charge: the LLC's connected account receives the money.
      payment_intent_data: { transfer_data: { destination }, metadata },
      return_url: `${publicInvoiceUrl(env.PUBLIC_URL, token)}?session_id={CHECKOUT_SESSION_ID}`,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: invoice.currency.toLowerCase(),
            unit_amount: invoice.balance,
            product_data: { name: `Invoice ${invoice.number ?? ''} from ${doc.seller.legalName}` },
          },
        },
      ],
    }),
  );
  if (!session.client_secret) throw new Error('Stripe answered a session without a client secret');
  await db.insert(invoicePaymentSessions).values({
    id: session.id,
    invoiceId: invoice.id,
    provider: 'stripe',
    ...base,
    clientSecretHash: hashOpaqueToken(session.client_secret),
    payerEmail,
  });
  return {
    provider: 'stripe',
    sessionId: session.id,
    clientSecret: session.client_secret,
    ...base,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
  };
};

/**
 * The local provider's card form, with checkout's test cards (4242… pays, …0002 declined,
 * …9995 insufficient funds, the same error codes). A session of another invoice or a wrong
 * secret is 404; a paid session or invoice is INVOICE_ALREADY_PAID.
 */
export const confirmLocalInvoicePayment = async (
  db: TDatabase,
  token: string,
  body: TLocalConfirmRequest,
  env: TPublicEnv,
  now = new Date(),
): Promise<TPublicInvoice> => {
  const invoice = await openPublicInvoice(db, token);
  const session = await lockSession(db, body.sessionId, invoice.id);
  if (
    session.provider !== 'local' ||
    session.clientSecretHash !== hashOpaqueToken(body.clientSecret)
  ) {
    throw new AppError('NOT_FOUND');
  }
  if (session.status === 'complete') throw new AppError('INVOICE_ALREADY_PAID');
  const outcome = testCardOutcome(body, now);
  if (outcome.kind === 'invalid') throw new AppError(outcome.code, { field: outcome.field });
  if (outcome.kind !== 'succeeded') {
    await db
      .update(invoicePaymentSessions)
      .set({ failureReason: outcome.kind })
      .where(eq(invoicePaymentSessions.id, session.id));
    throw new AppError(outcome.kind === 'declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS');
  }
  const paid = await recordCardPayment(db, {
    sessionId: session.id,
    invoiceId: invoice.id,
    card: outcome.card,
    now,
  });
  return publicInvoiceNow(db, paid, env, now);
};
