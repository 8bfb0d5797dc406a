import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInvoiceSettings, ZInvoiceSettingsResponse } from '@charterline/shared/schemas/invoicing';
import { invoiceCustomersRoutes } from './customers.routes';
import { invoiceActionsRoutes } from './invoice-actions.routes';
import { invoicesRoutes } from './invoices.routes';
import { INVOICING_FAILURES, INVOICING_SCOPED } from './invoicing-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok } from '../../lib/http/route-kit';
import { readInvoiceSettings, saveInvoiceSettings } from './invoicing-settings';

const SETTINGS = '/client/company/v7/invoicing/settings';

/** Invoicing's core (issue 21, decision 0140): customers, invoices, their actions, settings. */
export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  await app.register(invoiceCustomersRoutes);
  await app.register(invoicesRoutes);
  await app.register(invoiceActionsRoutes);
  const schema = {
    ...INVOICING_SCOPED,
    response: { 200: ZInvoiceSettingsResponse, ...INVOICING_FAILURES },
  };

  app.get(
    SETTINGS,
    {
      schema: { ...schema, summary: 'Numbering, defaults, reminders, card payments, next number' },
    },
    async (request) =>
      ok(
        await readInvoiceSettings(app.db, {
          ...companyCallerOf(request),
          provider: app.config.PAYMENT_PROVIDER,
          now: new Date(),
          facility: app.config,
        }),
      ),
  );

  app.put(
    SETTINGS,
    {
      schema: { ...schema, summary: 'Save the invoicing settings', body: ZInvoiceSettings },
    },
    async (request) =>
      ok(
        await saveInvoiceSettings(app.db, {
          ...companyCallerOf(request),
          provider: app.config.PAYMENT_PROVIDER,
          now: new Date(),
          facility: app.config,
          settings: request.body,
        }),
      ),
  );
};
