import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { recordStripePayment } from './record-stripe-payment';
import { recordStripeSetup, type TSavedCard } from './record-stripe-setup';
import { createStripeClient } from './stripe-client';

/**
 * Stripe's webhook: the signature is checked on the raw body; a paid checkout session is
 * marked paid and fulfilled by the same function as every other path (replays are ignored).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  /** A card saved through a setup session (the subscriptions charge past-due renewals). */
  onCardSaved?: (app: FastifyInstance, saved: TSavedCard) => Promise<unknown>;
  /**
   * Sessions another area made for a purpose of its own (`metadata.purpose`), each handed to
   * that area, by the composition root: `invoice` is an LLC's client paying its invoice.
   */
  purposes?: Record<
    string,
    (app: FastifyInstance, session: Stripe.Checkout.Session) => Promise<unknown>
  >;
}> = async (app, options) => {
  // The signature check needs no network; the client asks Stripe for the saved card.
  const stripe = new Stripe(app.config.STRIPE_SECRET_KEY ?? 'sk_test_unset');
  const client = createStripeClient(app.config);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
    const secret = app.config.STRIPE_WEBHOOK_SECRET;
    const signature = request.headers['stripe-signature'];
    if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('VALIDATION_ERROR', { message: 'Missing or invalid signature.' });
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw new AppError('VALIDATION_ERROR', { message: 'Missing or invalid signature.' });
    }
    if (event.type !== 'checkout.session.completed') return reply.send({ received: true });
    const session = event.data.object;
    // A session of another area's purpose (an invoice's payer paying the LLC, issue 21) is
    // that area's to record: nothing else happens here.
    const purpose = session.metadata?.purpose;
    const handler = purpose ? options.purposes?.[purpose] : undefined;
    if (handler) {
      await handler(app, session);
      return reply.send({ received: true });
    }
    if (session.mode === 'setup' && client) {
      const saved = await recordStripeSetup(app.db, client, session);
      if (saved) await options.onCardSaved?.(app, saved);
    } else if (session.payment_status === 'paid') {
      await recordStripePayment(app.db, { id: event.id, session }, client);
    }
    return reply.send({ received: true });
  });
};
