import { registerCatalogueListener } from './modules/billing/catalogue-listener';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TEnv } from './config/env';
import type { TDbHandle } from './db/client';
import { systemClock, type TClock } from './jobs/job-types';
import { webDistDir } from './config/paths';
import { responseSerializerCompiler } from './lib/response-serializer';
import { loadDashboardConfig } from './modules/dashboard-config/load-dashboard-config';
import { registerAreaRoutes } from './composition/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandlers, sendFrameworkError } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRedis } from './plugins/redis';
import { registerRevocations } from './plugins/revocations';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/static-spa';
import { registerStorageHolds } from './modules/documents/vault-usage';
import { registerStorage } from './plugins/storage';

export const API_PREFIX = '/api';

export type TBuildAppOptions = {
  env: TEnv;
  database: TDbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA (off in API tests). */
  serveSpa?: boolean;
  spaDir?: string;
  /** What "today" is for the answers that depend on it (tests inject one); the system's by default. */
  clock?: TClock;
};

const REQUEST_ID = /^[\w-]{8,128}$/;

/** Builds the whole app without listening, so tests drive it with app.inject(). */
export const buildApp = async (options: TBuildAppOptions): Promise<FastifyInstance> => {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Issue 33: no request may take for ever to arrive, no idle connection stays open for ever
    // (an upload slower than the floor is cut off sooner: lib/storage/spool-upload.ts).
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    // Node checks requestTimeout on this beat (30 s by default): a quarter of it, at most 30 s.
    http: {
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 4)),
    },
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: env.NODE_ENV !== 'production' }));
  app.decorate('config', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', options.clock ?? systemClock);
  const dashboardConfig = loadDashboardConfig(env.DASHBOARD_CONFIG_FILE);
  if (env.AFFILIATE_PIXEL_URL && env.AFFILIATE_MERCHANT_ID) {
    dashboardConfig.affiliate = {
      enabled: true,
      pixelUrl: env.AFFILIATE_PIXEL_URL,
      merchantId: env.AFFILIATE_MERCHANT_ID,
    };
  }
  app.decorate('dashboardConfig', dashboardConfig);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandlers(app);
  registerRedis(app);
  registerRevocations(app);
  registerCatalogueListener(app);
  registerAuth(app);
  await registerRateLimit(app);
  registerSecurity(app, API_PREFIX, {
    stripe: env.PAYMENT_PROVIDER === 'stripe',
    imageOrigins: dashboardConfig.affiliate.pixelUrl
      ? [new URL(dashboardConfig.affiliate.pixelUrl).origin]
      : [],
  });
  await registerStorage(app);
  registerStorageHolds(app);
  await registerOpenApi(app, {
    apiPrefix: API_PREFIX,
    title: env.APP_NAME,
    version: env.APP_VERSION,
  });

  await app.register(registerAreaRoutes, { prefix: API_PREFIX });

  await registerSpa(app, {
    distDir: options.spaDir ?? webDistDir,
    appName: env.APP_NAME,
    maintenance: env.MAINTENANCE_MODE,
    apiPrefix: API_PREFIX,
    enabled: options.serveSpa ?? true,
  });
  return app;
};
