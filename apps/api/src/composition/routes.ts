import type { FastifyInstance } from 'fastify';
import './wiring';
import { accountingRoutes } from '../modules/accounting/accounting.routes';
import { adminChangesRoutes } from '../modules/company-changes/admin-changes.routes';
import { adminLegalFactsRoutes } from '../modules/legal-facts/admin-legal-facts.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { calendarFeedRoutes } from '../modules/compliance/feed/feed.routes';
import { chargePastDueOnNewCard } from '../modules/subscriptions/payment-method';
import { checkoutRoutes } from '../modules/payments/checkout.routes';
import { companiesRoutes } from '../modules/companies/companies.routes';
import { companyChangesRoutes } from '../modules/company-changes/company-changes.routes';
import { complianceSettingsRoutes } from '../modules/company-changes/compliance-settings.routes';
import { companyFormationRoutes } from '../modules/formation/company-formation.routes';
import { companyProfileRoutes } from '../modules/company-profile/company-profile.routes';
import { complianceRoutes } from '../modules/compliance/compliance.routes';
import { dashboardConfigRoutes } from '../modules/dashboard-config/dashboard-config.routes';
import { documentsRoutes } from '../modules/documents/documents.routes';
import { existingLlcRoutes } from '../modules/existing-llc/existing-llc.routes';
import { formationRoutes } from '../modules/formation/formation.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { invoiceCardRoutes } from '../modules/invoicing/card/card.routes';
import { invoiceSendRoutes } from '../modules/invoicing/send/invoice-send.routes';
import { invoicingRoutes } from '../modules/invoicing/invoicing.routes';
import { mailboxRoutes } from '../modules/mailbox/mailbox.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { offersRoutes } from '../modules/billing/offers.routes';
import { paymentMethodRoutes } from '../modules/subscriptions/payment-method.routes';
import { phoneRoutes } from '../modules/phone/phone.routes';
import { productsRoutes } from '../modules/billing/products.routes';
import { providerRoutes } from '../modules/payments/provider.routes';
import { publicInvoiceRoutes } from '../modules/invoicing/public/public-invoice.routes';
import { receiptsRoutes } from '../modules/receipts/receipts.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { servicesRoutes } from '../modules/services/services.routes';
import { shareRoutes } from '../modules/documents/shares/shares.routes';
import { stripeWebhookRoutes } from '../modules/payments/webhook.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { supportRoutes } from '../modules/support/support.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { vaultRoutes } from '../modules/documents/vault.routes';
import { invoicePaymentWebhook } from '../modules/invoicing/card/stripe-invoice-payment';

/**
 * Every area's routes, under the API's prefix: the one place that names them all (with
 * composition/jobs.ts, composition/sellables.ts and composition/pdf-worker.ts; decision 0192).
 */
export const registerAreaRoutes = async (api: FastifyInstance): Promise<void> => {
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
  await api.register(stripeWebhookRoutes, {
    onCardSaved: chargePastDueOnNewCard,
    purposes: { invoice: invoicePaymentWebhook },
  });
  await api.register(subscriptionsRoutes);
  await api.register(paymentMethodRoutes);
  await api.register(servicesRoutes);
  await api.register(offersRoutes);
  await api.register(calendarFeedRoutes);
  await api.register(complianceRoutes);
  await api.register(complianceSettingsRoutes);
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
};
