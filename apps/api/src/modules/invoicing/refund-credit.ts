import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  REFUND_METHOD_LABELS,
  ZRefundInput,
  type TInvoice,
} from '@charterline/shared/schemas/invoicing';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockOwing } from './credit-owed';
import { insertRefund } from './customer-credits.repository';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView } from './invoice-view';
import { dayOf, invoicingCompany } from './invoicing-company';
import { findInvoice, updateInvoice } from './invoices.repository';
import { refundToCard, type TRefundCall } from './refund-to-card';

/** Why a refund by hand cannot be dated `day` on an invoice issued `issueDate`, or null. */
const refundDateProblem = (day: string, issueDate: string, today: string): string | null => {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (day > tomorrow) return 'The refund date cannot be in the future';
  if (day < issueDate) return 'The refund date cannot be before the invoice was issued';
  return null;
};

/**
 * POST /invoices/:id/refunds. By hand: recorded at once (at most the credit owed back), dated
 * no later than tomorrow and not before the invoice. To the card: refundToCard.
 */
export const refundCredit = async (db: TDatabase, input: TRefundCall): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const body = ZRefundInput.parse(input.refund);
  const today = dayOf(input.now);
  if (body.method !== 'card') {
    const found = await findInvoice(db, company.id, input.invoiceId);
    if (!found) throw noSuchInvoice();
    const wrongDay = refundDateProblem(body.refundedOn!, found.issueDate, today);
    if (wrongDay)
      throw new AppError('VALIDATION_ERROR', { field: 'refundedOn', message: wrongDay });
    const row = await db.transaction(async (tx) => {
      const invoice = await lockOwing(tx, input.invoiceId, company.id, body.amount);
      await insertRefund(tx, {
        invoiceId: invoice.id,
        companyId: company.id,
        amount: body.amount,
        method: body.method,
        refundedOn: body.refundedOn!,
        reference: body.reference || null,
        status: 'succeeded',
        recordedBy: 'customer',
        createdAt: input.now,
      });
      const reference = body.reference ? ` (${body.reference})` : '';
      await writeInvoiceEvent(tx, {
        invoiceId: invoice.id,
        kind: 'refunded',
        label: `Refunded ${formatMinor(body.amount, invoice.currency)} by ${REFUND_METHOD_LABELS[body.method].toLowerCase()}${reference}`,
        actor: 'customer',
        now: input.now,
        data: { amount: body.amount, method: body.method, refundedOn: body.refundedOn },
      });
      return updateInvoice(tx, invoice.id, {
        creditOwed: invoice.creditOwed - body.amount,
        refundedTotal: invoice.refundedTotal + body.amount,
        updatedAt: input.now,
      });
    });
    return readInvoiceView(db, row, input);
  }

  return refundToCard(db, input, company.id, body.amount);
};
