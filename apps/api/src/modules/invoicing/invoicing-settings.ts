import type { TInvoiceSettings, TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { companyHoldings } from '../services';
import { dayOf, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { formatNumber, peekNextSequence } from './numbering';
import { loadSeller, type TFacility } from './pdf/invoice-document';
import {
  defaultSettingsOf,
  findSettings,
  lockSettingsIn,
  updateSettings,
  type TInvoiceSettingsRow,
} from './settings.repository';

/** The product whose live service turns card payments on (decision 0140). */
export const CARD_PAYMENTS_PRODUCT_KEY = 'invoicing-payments';

type TSettingsOptions = { provider: 'local' | 'stripe'; now: Date; facility: TFacility };

/** Whether the company owns a live "Invoicing and payments" (bought, or in its bundle). */
export const ownsCardPayments = async (db: TDbExecutor, companyId: string): Promise<boolean> => {
  const holdings = await companyHoldings(db, companyId);
  return (
    holdings.owned.has(CARD_PAYMENTS_PRODUCT_KEY) ||
    holdings.included.has(CARD_PAYMENTS_PRODUCT_KEY)
  );
};

const viewOf = async (
  db: TDbExecutor,
  company: TCompanyRow,
  row: TInvoiceSettingsRow,
  options: TSettingsOptions,
): Promise<TInvoiceSettingsView> => {
  const year = Number(dayOf(options.now).slice(0, 4));
  const [enabled, next, seller] = await Promise.all([
    ownsCardPayments(db, company.id),
    peekNextSequence(db, { companyId: company.id, kind: 'invoice', year }),
    loadSeller(db, company.id, options.facility),
  ]);
  return {
    prefix: row.prefix,
    defaultTerms: row.defaultTerms === 'custom' ? 'net_30' : row.defaultTerms,
    defaultCurrency: row.defaultCurrency,
    footer: row.footer,
    paymentInstructions: row.paymentInstructions,
    reminders: {
      beforeDue: row.remindBeforeDue,
      onDue: row.remindOnDue,
      afterDue: row.remindAfterDue,
    },
    cardPayments: {
      enabled,
      productKey: CARD_PAYMENTS_PRODUCT_KEY,
      provider: options.provider,
      connected: row.stripeAccountId !== null,
    },
    nextNumber: formatNumber(row.prefix, 'invoice', year, next),
    ein: company.ein,
    seller: { legalName: seller.legalName, address: seller.address },
  };
};

/** GET settings: the saved ones, else the defaults (the prefix from the company's name). */
export const readInvoiceSettings = async (
  db: TDbExecutor,
  input: TCompanyCaller & TSettingsOptions,
): Promise<TInvoiceSettingsView> => {
  const company = await invoicingCompany(db, input);
  const row = (await findSettings(db, company.id)) ?? defaultSettingsOf(company);
  return viewOf(db, company, row, input);
};

/** PUT settings: the whole editable part at once (the Stripe account is not the customer's). */
export const saveInvoiceSettings = async (
  db: TDbExecutor,
  input: TCompanyCaller & TSettingsOptions & { settings: TInvoiceSettings },
): Promise<TInvoiceSettingsView> => {
  const company = await invoicingCompany(db, input);
  const { settings } = input;
  const row = await db.transaction(async (tx) => {
    await lockSettingsIn(tx, company);
    return updateSettings(tx, company.id, {
      prefix: settings.prefix,
      defaultTerms: settings.defaultTerms,
      defaultCurrency: settings.defaultCurrency,
      footer: settings.footer || null,
      paymentInstructions: settings.paymentInstructions || null,
      remindBeforeDue: settings.reminders.beforeDue,
      remindOnDue: settings.reminders.onDue,
      remindAfterDue: settings.reminders.afterDue,
      updatedAt: input.now,
    });
  });
  return viewOf(db, company, row, input);
};
