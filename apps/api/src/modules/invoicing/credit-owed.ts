import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  ZKeepCreditInput,
  type TInvoice,
  type TKeepCreditInput,
} from '@charterline/shared/schemas/invoicing';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type TCompanyCaller } from '../../lib/http/caller';
import { insertCustomerCredit } from './customer-credits.repository';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { invoicingCompany } from './invoicing-company';
import { updateInvoice } from './invoices.repository';
import { lockInvoice, type TInvoiceRow } from './record-invoice-payment';

/*
 * Issue 36 item 4 (decision 0183): a credit note on an invoice paid (or paid with the
 * customer's credit) beyond what it now asks is a credit owed back to the customer. The LLC
 * refunds it — to the card that paid, through the payment provider, or by hand (a transfer,
 * a cheque) recorded with its date — or keeps it as the customer's credit, which comes off
 * their next invoices in the same currency. Money is in minor units, as everywhere here.
 */

const moreThanOwed = (owed: number, currency: string) =>
  new AppError('REFUND_EXCEEDS_CREDIT', {
    field: 'amount',
    message: `That is more than is owed back to the customer (${formatMinor(owed, currency)}).`,
  });

/** The invoice under its lock with the credit still owed back, at least `amount`. */
export const lockOwing = async (
  tx: TDbExecutor,
  invoiceId: string,
  companyId: string,
  amount: number,
): Promise<TInvoiceRow> => {
  const invoice = await lockInvoice(tx, invoiceId, companyId);
  if (!invoice) throw noSuchInvoice();
  if (amount > invoice.creditOwed) throw moreThanOwed(invoice.creditOwed, invoice.currency);
  return invoice;
};

/**
 * POST /invoices/:id/keep-credit: some or all of the credit owed back becomes the customer's
 * credit in the invoice's currency, taken off their next invoices (finalising applies it).
 */
export const keepCredit = async (
  db: TDatabase,
  input: TCompanyCaller & TViewOptions & { invoiceId: string; keep: TKeepCreditInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const { amount } = ZKeepCreditInput.parse(input.keep);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockOwing(tx, input.invoiceId, company.id, amount);
    await insertCustomerCredit(tx, {
      companyId: company.id,
      customerId: invoice.customerId,
      currency: invoice.currency,
      amount,
      kind: 'kept',
      invoiceId: invoice.id,
      createdAt: input.now,
    });
    const name = invoice.customerSnapshot?.name ?? 'the customer';
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'credit_kept',
      label: `${formatMinor(amount, invoice.currency)} kept as ${name}’s credit for their next invoice in ${invoice.currency}`,
      actor: 'customer',
      now: input.now,
      data: { amount },
    });
    return updateInvoice(tx, invoice.id, {
      creditOwed: invoice.creditOwed - amount,
      creditKept: invoice.creditKept + amount,
      updatedAt: input.now,
    });
  });
  return readInvoiceView(db, row, input);
};
