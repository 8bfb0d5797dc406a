import { SERVICE_PRODUCT_KEYS } from '@charterline/shared/services';
import type { TDbExecutor } from '../../../db/client';
import { companyHoldings } from '../../services';
import type { TInvoiceDocument } from '../pdf/invoice-document';

/** The product that turns card payments on (decision 0140): $0 a year, bought at checkout. */
export const INVOICING_PRODUCT_KEY = SERVICE_PRODUCT_KEYS.INVOICING_AND_PAYMENT_SERVICE;

export type TCardProvider = 'local' | 'stripe';

/** Whether the company owns (or its bundle includes) "Invoicing and payments". */
export const ownsInvoicingPayments = async (db: TDbExecutor, companyId: string) => {
  const holdings = await companyHoldings(db, companyId);
  return holdings.owned.has(INVOICING_PRODUCT_KEY) || holdings.included.has(INVOICING_PRODUCT_KEY);
};

/**
 * The card form is offered (decision 0142) while something is owed on an open invoice, the
 * seller owns a live "Invoicing and payments" service and, with Stripe, has a connected
 * account the money can go to.
 */
export const canPayByCard = async (
  db: TDbExecutor,
  doc: Pick<TInvoiceDocument, 'invoice' | 'settings'>,
  provider: TCardProvider,
): Promise<boolean> => {
  if (doc.invoice.status !== 'open' || doc.invoice.balance <= 0) return false;
  if (provider === 'stripe' && !doc.settings?.stripeAccountId) return false;
  return ownsInvoicingPayments(db, doc.invoice.companyId);
};
