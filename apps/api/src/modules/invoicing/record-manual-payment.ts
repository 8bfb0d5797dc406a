import type { TInvoice, TRecordPaymentInput } from '@charterline/shared/schemas/invoicing';
import { ZRecordPaymentInput } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { readInvoiceView, type TViewOptions } from './invoice-view';
import { AppError } from '../../lib/app-error';
import { dayOf, invoicingCompany, type TInvoicingCaller } from './invoicing-company';
import { recordInvoicePaymentIn } from './record-invoice-payment';

/**
 * POST /invoices/:id/payments: money the LLC received by transfer, cheque or otherwise,
 * recorded by hand through the one payment path (never more than the balance; reaching 0
 * makes it paid). Nobody is notified: the LLC recorded it itself.
 */
export const recordManualPayment = async (
  db: TDbExecutor,
  input: TInvoicingCaller & TViewOptions & { invoiceId: string; payment: TRecordPaymentInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const payment = ZRecordPaymentInput.parse(input.payment);
  if (payment.paidOn > dayOf(input.now)) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'paidOn',
      message: 'The payment date cannot be in the future',
    });
  }
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
