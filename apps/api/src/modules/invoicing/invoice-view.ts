import { shownStatusOf, type TInvoice } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  cardPaymentsOf,
  cardRefundableOf,
  customerCreditIn,
  refundsOf,
} from './customer-credits.repository';
import { findCustomer } from './customers.repository';
import { toInvoiceEvent } from './invoice-events';
import { dayOf } from './invoicing-company';
import { creditNotesOf, eventsOf, findInvoice, paymentsOf } from './invoices.repository';
import type { TInvoiceRow } from './record-invoice-payment';

/** What a view needs besides the row: the clock (shown status) and the public page's base. */
export type TViewOptions = { now: Date; publicUrl: string };

export const noSuchInvoice = () =>
  new AppError('NOT_FOUND', { message: 'There is no such invoice.' });

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The shown status of a stored row on the day of `now`. */
export const shownStatusOfRow = (row: TInvoiceRow, now: Date) =>
  shownStatusOf(
    {
      status: row.status,
      dueDate: row.dueDate,
      amountPaid: row.amountPaid,
      balance: row.balance,
      sentAt: iso(row.sentAt),
      viewedAt: iso(row.viewedAt),
    },
    dayOf(now),
  );

/** The invoice as its owner sees it: the customer as issued (a draft: as they are now). */
export const readInvoiceView = async (
  db: TDbExecutor,
  row: TInvoiceRow,
  options: TViewOptions,
): Promise<TInvoice> => {
  const [customer, payments, credits, events, refunds, cards, customerCredit] = await Promise.all([
    row.customerSnapshot ? null : findCustomer(db, row.companyId, row.customerId),
    paymentsOf(db, row.id),
    creditNotesOf(db, row.id),
    eventsOf(db, row.id),
    refundsOf(db, row.id),
    row.creditOwed > 0 ? cardPaymentsOf(db, row.id) : [],
    customerCreditIn(db, row.customerId, row.currency),
  ]);
  const snapshot = row.customerSnapshot ?? {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    address: customer?.address ?? null,
    taxId: customer?.taxId ?? null,
  };
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    shownStatus: shownStatusOfRow(row, options.now),
    customer: { id: row.customerId, ...snapshot },
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    terms: row.terms,
    lines: row.lines,
    discount: row.discount ?? null,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    creditedTotal: row.creditedTotal,
    amountPaid: row.amountPaid,
    balance: row.balance,
    memo: row.memo,
    footer: row.footer,
    // A void invoice's page is gone (the public route answers 404): no link to show.
    publicUrl:
      row.publicToken && row.status !== 'void'
        ? `${options.publicUrl}/invoice/${row.publicToken}`
        : null,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    finalizedAt: iso(row.finalizedAt),
    paidAt: iso(row.paidAt),
    voidedAt: iso(row.voidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      paidOn: p.paidOn,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
    creditNotes: credits.map((c) => ({
      id: c.id,
      number: c.number,
      invoiceId: c.invoiceId,
      amount: c.amount,
      reason: c.reason,
      issuedOn: c.issuedOn,
      createdAt: c.createdAt.toISOString(),
    })),
    events: events.map((e) => toInvoiceEvent(e, row.currency)),
    creditOwed: row.creditOwed,
    refundedTotal: row.refundedTotal,
    creditKept: row.creditKept,
    creditApplied: row.creditApplied,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      method: r.method,
      refundedOn: r.refundedOn,
      reference: r.reference,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    cardRefundable: cardRefundableOf(cards, row.creditOwed),
    customerCredit,
  };
};

/** One of the company's invoices as its view (another company's: 404). */
export const readInvoiceOf = async (
  db: TDbExecutor,
  companyId: string,
  invoiceId: string,
  options: TViewOptions,
): Promise<TInvoice> => {
  const row = await findInvoice(db, companyId, invoiceId);
  if (!row) throw noSuchInvoice();
  return readInvoiceView(db, row, options);
};
