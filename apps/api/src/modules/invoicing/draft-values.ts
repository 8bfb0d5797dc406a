import { invoiceTotals } from '@charterline/shared/rules/invoice-totals';
import {
  TERMS_DAYS,
  ZInvoiceDraftInput,
  type TInvoiceDraftInput,
} from '@charterline/shared/schemas/invoicing';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/dates';
import type { TInvoiceCustomerRow } from './customers.repository';
import type { TNewInvoice } from './invoices.repository';

/** Amounts are stored as 4-byte integers of minor units ($21,474,836.47 at most). */
const MAX_STORED_AMOUNT = 2_147_483_647;

/** The due date of terms from an issue date; custom terms keep theirs (never before issue). */
export const dueDateOf = (
  terms: TNewInvoice['terms'],
  issueDate: string,
  customDueDate: string | null | undefined,
): string => {
  if (terms !== 'custom') return addDays(issueDate, TERMS_DAYS[terms]);
  if (!customDueDate) {
    throw new AppError('VALIDATION_ERROR', { field: 'dueDate', message: 'Choose the due date' });
  }
  if (customDueDate < issueDate) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'dueDate',
      message: 'The due date cannot be before the issue date',
    });
  }
  return customDueDate;
};

/**
 * The stored columns of a draft from the form: totals computed here with invoiceTotals()
 * (a client never sends totals, and nothing it sends besides lines and discount counts).
 */
export const draftColumns = (
  input: TInvoiceDraftInput,
  customer: TInvoiceCustomerRow,
  today: string,
) => {
  const draft = ZInvoiceDraftInput.parse(input);
  const issueDate = draft.issueDate ?? today;
  const discount = draft.discount ?? null;
  const totals = invoiceTotals(draft.lines, discount);
  if (discount?.type === 'amount' && discount.value > totals.subtotal) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'discount',
      message: 'The discount is more than the subtotal',
    });
  }
  if (Math.max(totals.subtotal, totals.total) > MAX_STORED_AMOUNT) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'lines',
      message: 'The invoice total is too large: split it into several invoices',
    });
  }
  return {
    customerId: customer.id,
    currency: draft.currency ?? customer.currency,
    issueDate,
    terms: draft.terms,
    dueDate: dueDateOf(draft.terms, issueDate, draft.dueDate),
    lines: draft.lines.map((line, i) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
      amount: totals.lines[i]?.amount ?? 0,
      discount: totals.lines[i]?.discount ?? 0,
      tax: totals.lines[i]?.tax ?? 0,
    })),
    discount,
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    creditedTotal: 0,
    amountPaid: 0,
    balance: totals.total,
    memo: draft.memo || null,
    footer: draft.footer || null,
  } satisfies Partial<TNewInvoice>;
};
