import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type TCompanyCaller } from '../../lib/http/caller';
import {
  balanceOf,
  customerCreditIn,
  insertCustomerCredit,
  lockCustomer,
} from './customer-credits.repository';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { invoicingCompany } from './invoicing-company';
import { updateInvoice } from './invoices.repository';
import { lockInvoice, type TInvoiceRow } from './record-invoice-payment';

// The customer's credit (issue 36 item 4, decision 0183) taken by their invoices, and given back.

/**
 * The customer's credit in the invoice's currency applied to an open invoice with something to
 * pay, in the caller's transaction under the invoice's lock (the customer's row is locked so
 * two invoices never take the same credit): at most the balance; reaching 0 makes it paid.
 * Answers the invoice as it is now (unchanged when there is no credit).
 */
export const applyCustomerCreditIn = async (
  tx: TDbExecutor,
  invoice: TInvoiceRow,
  input: { actor: string; now: Date },
): Promise<TInvoiceRow> => {
  if (invoice.status !== 'open' || invoice.balance <= 0) return invoice;
  await lockCustomer(tx, invoice.customerId);
  const credit = await customerCreditIn(tx, invoice.customerId, invoice.currency);
  const amount = Math.min(credit, invoice.balance);
  if (amount <= 0) return invoice;
  await insertCustomerCredit(tx, {
    companyId: invoice.companyId,
    customerId: invoice.customerId,
    currency: invoice.currency,
    amount: -amount,
    kind: 'applied',
    invoiceId: invoice.id,
    createdAt: input.now,
  });
  const creditApplied = invoice.creditApplied + amount;
  const balance = balanceOf({ ...invoice, creditApplied });
  await writeInvoiceEvent(tx, {
    invoiceId: invoice.id,
    kind: 'credit_applied',
    label: `Credit of ${formatMinor(amount, invoice.currency)} applied`,
    actor: input.actor,
    now: input.now,
    data: { amount },
  });
  const paid = balance === 0;
  if (paid) {
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'paid',
      label: 'Settled: nothing left to pay',
      actor: input.actor,
      now: input.now,
    });
  }
  return updateInvoice(tx, invoice.id, {
    creditApplied,
    balance,
    ...(paid ? { status: 'paid' as const, paidAt: input.now } : {}),
    updatedAt: input.now,
  });
};

/** POST /invoices/:id/apply-credit: an open invoice takes the customer's credit now. */
export const applyCredit = async (
  db: TDatabase,
  input: TCompanyCaller & TViewOptions & { invoiceId: string },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId, company.id);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status !== 'open') throw new AppError('INVOICE_NOT_OPEN');
    const applied = await applyCustomerCreditIn(tx, invoice, { actor: 'customer', now: input.now });
    if (applied === invoice) {
      throw new AppError('REFUND_EXCEEDS_CREDIT', {
        message: 'This customer has no credit in this currency to apply.',
      });
    }
    return applied;
  });
  return readInvoiceView(db, row, input);
};

/** A voided invoice gives the customer back the credit applied to it. */
export const returnAppliedCreditIn = async (
  tx: TDbExecutor,
  invoice: TInvoiceRow,
  now: Date,
): Promise<void> => {
  if (invoice.creditApplied <= 0) return;
  await insertCustomerCredit(tx, {
    companyId: invoice.companyId,
    customerId: invoice.customerId,
    currency: invoice.currency,
    amount: invoice.creditApplied,
    kind: 'kept',
    invoiceId: invoice.id,
    createdAt: now,
  });
  await writeInvoiceEvent(tx, {
    invoiceId: invoice.id,
    kind: 'credit_returned',
    label: `Credit of ${formatMinor(invoice.creditApplied, invoice.currency)} given back to the customer`,
    actor: 'customer',
    now,
  });
};
