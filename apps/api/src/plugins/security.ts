import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

export type TSecurityOptions = { stripe?: boolean; imageOrigins?: string[] };

const helmetOptions = (options: TSecurityOptions): HelmetOptions => {
  const extra = (list: string[]) => (options.stripe ? list : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra(STRIPE.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra(STRIPE.connect)],
        // blob: the vault's preview shows a PDF fetched with the bearer token from an object URL.
        frameSrc: ["'self'", 'blob:', ...extra(STRIPE.frame)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  };
};

/**
 * The headers helmet writes for these options. They depend on the configuration only (no
 * CSP nonces), so they are worked out once: @fastify/helmet rebuilt them on every request,
 * 6 % of the CPU of a signed-in read (issue 8's profile).
 */
export const securityHeaders = (options: TSecurityOptions = {}): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      done = true;
    },
  );
  // helmet's middleware is synchronous; a version that is not would leave pages unprotected.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
};

export const registerSecurity = (
  app: FastifyInstance,
  apiPrefix: string,
  options: TSecurityOptions = {},
): void => {
  const headers = securityHeaders(options);
  const apiPath = `${apiPrefix}/`;
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(apiPath) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
};
