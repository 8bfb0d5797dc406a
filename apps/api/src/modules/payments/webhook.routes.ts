import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { recordStripePayment } from './record-stripe-payment';

/**
 * Stripe's webhook: the signature is checked on the raw body; a paid checkout session is
 * marked paid and fulfilled by the same function as every other path (replays are ignored).
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Only the signature check is used here; it needs no network.
  const stripe = new Stripe(app.config.STRIPE_SECRET_KEY ?? 'sk_test_unset');
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
    if (
      event.type === 'checkout.session.completed' &&
      event.data.object.payment_status === 'paid'
    ) {
      await recordStripePayment(app.db, { id: event.id, session: event.data.object });
    }
    return reply.send({ received: true });
  });
};
