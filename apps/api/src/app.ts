import { registerCatalogueListener } from './modules/billing/catalogue-listener';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TEnv } from './config/env';
import type { TDbHandle } from './db/client';
import { systemClock, type TClock } from './jobs/job-types';
import { webDistDir } from './lib/paths';
import { responseSerializerCompiler } from './lib/response-serializer';
import { authRoutes } from './modules/auth/auth.routes';
import { productsRoutes } from './modules/billing/products.routes';
import { checkoutRoutes } from './modules/payments/checkout.routes';
import { providerRoutes } from './modules/payments/provider.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { stripeWebhookRoutes } from './modules/payments/webhook.routes';
import { chargePastDueOnNewCard } from './modules/subscriptions/payment-method';
import { paymentMethodRoutes } from './modules/subscriptions/payment-method.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { dashboardConfigRoutes } from './modules/dashboard-config/dashboard-config.routes';
import { loadDashboardConfig } from './modules/dashboard-config/load-dashboard-config';
import { companyFormationRoutes } from './modules/formation/company-formation.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { shareRoutes } from './modules/documents/shares/shares.routes';
import { vaultRoutes } from './modules/documents/vault.routes';
import { existingLlcRoutes } from './modules/existing-llc/existing-llc.routes';
import { formationRoutes } from './modules/formation/formation.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { offersRoutes } from './modules/billing/offers.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { calendarFeedRoutes } from './modules/compliance/feed/feed.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { companyProfileRoutes } from './modules/company-profile/company-profile.routes';
import { searchRoutes } from './modules/search/search.routes';
import { companyChangesRoutes } from './modules/company-changes/company-changes.routes';
import { adminChangesRoutes } from './modules/company-changes/admin-changes.routes';
import { adminLegalFactsRoutes } from './modules/legal-facts/admin-legal-facts.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { usersRoutes } from './modules/users/users.routes';
import { invoiceCardRoutes } from './modules/invoicing/card/card.routes';
import { publicInvoiceRoutes } from './modules/invoicing/public/public-invoice.routes';
import { invoiceSendRoutes } from './modules/invoicing/send/invoice-send.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { phoneRoutes } from './modules/phone/phone.routes';
import { supportRoutes } from './modules/support/support.routes';
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

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(formationRoutes);
      await api.register(companyFormationRoutes);
      await api.register(documentsRoutes);
      await api.register(shareRoutes);
      await api.register(vaultRoutes);
      await api.register(adminRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(dashboardConfigRoutes);
      await api.register(companiesRoutes);
      await api.register(existingLlcRoutes);
      await api.register(notificationsRoutes);
      await api.register(productsRoutes);
      await api.register(checkoutRoutes);
      await api.register(providerRoutes);
      await api.register(receiptsRoutes);
      await api.register(stripeWebhookRoutes, { onCardSaved: chargePastDueOnNewCard });
      await api.register(subscriptionsRoutes);
      await api.register(paymentMethodRoutes);
      await api.register(servicesRoutes);
      await api.register(offersRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(complianceRoutes);
      await api.register(companyProfileRoutes);
      await api.register(searchRoutes);
      await api.register(companyChangesRoutes);
      await api.register(adminChangesRoutes);
      await api.register(adminLegalFactsRoutes);
      await api.register(invoicingRoutes);
      await api.register(invoiceSendRoutes);
      await api.register(publicInvoiceRoutes);
      await api.register(invoiceCardRoutes);
      await api.register(accountingRoutes);
      await api.register(mailboxRoutes);
      await api.register(phoneRoutes);
      await api.register(supportRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerSpa(app, {
    distDir: options.spaDir ?? webDistDir,
    appName: env.APP_NAME,
    maintenance: env.MAINTENANCE_MODE,
    apiPrefix: API_PREFIX,
    enabled: options.serveSpa ?? true,
  });
  return app;
};
