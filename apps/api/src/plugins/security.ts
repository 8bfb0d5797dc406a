import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the SPA and the API: CSP without inline scripts, HSTS, nosniff,
 * a strict referrer policy, and no framing. API answers are never cached: they carry
 * personal data.
 */
// Stripe.js and its embedded checkout frame, allowed only when Stripe is the provider.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export const registerSecurity = async (
  app: FastifyInstance,
  apiPrefix: string,
  options: { stripe?: boolean; imageOrigins?: string[] } = {},
): Promise<void> => {
  const extra = (list: string[]) => (options.stripe ? list : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra(STRIPE.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra(STRIPE.connect)],
        frameSrc: ["'self'", ...extra(STRIPE.frame)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
};
