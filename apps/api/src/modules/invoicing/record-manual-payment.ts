import type { TInvoice, TRecordPaymentInput } from '@charterline/shared/schemas/invoicing';
import { paymentDateProblem, ZRecordPaymentInput } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { findInvoice } from './invoices.repository';
import { AppError } from '../../lib/app-error';
import { dayOf, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { recordInvoicePaymentIn } from './record-invoice-payment';

/**
 * POST /invoices/:id/payments: money the LLC received by transfer, cheque or otherwise,
 * recorded by hand through the one payment path (never more than the balance; reaching 0
 * makes it paid), dated within paymentDateProblem's bounds (issue 33 item 15). Nobody is
 * notified: the LLC recorded it itself.
 */
export const recordManualPayment = async (
  db: TDbExecutor,
  input: TCompanyCaller & TViewOptions & { invoiceId: string; payment: TRecordPaymentInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const payment = ZRecordPaymentInput.parse(input.payment);
  // An open invoice's issue date does not change: read before the payment's transaction.
  const found = await findInvoice(db, company.id, input.invoiceId);
  if (!found) throw noSuchInvoice();
  const wrongDay = paymentDateProblem(payment.paidOn, found.issueDate, dayOf(input.now));
  // Not open (draft, paid, void): the payment path answers why, whatever the date.
  if (wrongDay && found.status === 'open')
    throw new AppError('VALIDATION_ERROR', { field: 'paidOn', message: wrongDay });
  const { invoice } = await db.transaction((tx) =>
    recordInvoicePaymentIn(tx, {
      invoiceId: input.invoiceId,
      companyId: company.id,
      amount: payment.amount,
      method: payment.method,
      paidOn: payment.paidOn,
      reference: payment.reference || null,
      recordedBy: 'customer',
      now: input.now,
    }),
  );
  return readInvoiceView(db, invoice, input);
};
