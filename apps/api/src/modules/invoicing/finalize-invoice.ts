import { randomBytes } from 'node:crypto';
import { formatDay } from '@charterline/shared/format';
import {
  finalDatesOf,
  isBackdated,
  issueDateProblem,
  type TInvoice,
  type TInvoiceDatesChoice,
} from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, isCompanyFormed } from '../companies';
import { applyCustomerCreditIn } from './customer-credit';
import { findCustomer } from './customers.repository';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { updateInvoice } from './invoices.repository';
import { formatNumber, takeNextSequence } from './numbering';
import { lockInvoice, type TInvoiceRow } from './record-invoice-payment';
import { lockSettingsIn } from './settings.repository';

/** The public page's token: 32 random bytes, base64url (43 characters). */
export const newPublicToken = (): string => randomBytes(32).toString('base64url');

/** A footer's `{ein}` (the EIN preset) with the company's EIN, or "applied for" without one. */
export const expandFooter = (footer: string | null, ein: string | null): string | null =>
  footer ? footer.replaceAll('{ein}', ein ?? 'applied for') : null;

/**
 * Finalises a draft in the caller's transaction (21B's send calls it before e-mailing):
 * under the invoice's and the settings' row locks, takes the next number of the issue year
 * from its counter (a rollback of the caller gives it back), dates it (a draft dated before
 * today keeps its date or is dated today, as the caller chose: INVOICE_BACKDATED when it did
 * not say), snapshots the customer, opens it with a
 * public token and the settings' footer when it has none, and writes the event. An issue date
 * more than a year ahead is refused; an invoice of $0 is paid at once (nothing is owed). The
 * customer's credit in its currency is applied (decision 0183).
 */
export const finalizeInvoiceIn = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    invoiceId: string;
    actor: string;
    now: Date;
    /** For a draft dated before today: keep its date, or date it today (issue 36 item 5). */
    dates?: TInvoiceDatesChoice | undefined;
  },
): Promise<TInvoiceRow> => {
  const draft = await lockInvoice(tx, input.invoiceId, input.companyId);
  if (!draft) throw noSuchInvoice();
  if (draft.status !== 'draft') {
    throw new AppError('INVOICE_NOT_EDITABLE', { message: 'This invoice is already finalised.' });
  }
  const company = await findCompany(tx, input.companyId);
  if (!company) throw noSuchInvoice();
  if (!isCompanyFormed(company)) throw new AppError('INVOICING_NOT_OPEN');
  const settings = await lockSettingsIn(tx, company);
  const customer = await findCustomer(tx, company.id, draft.customerId);
  if (!customer) throw new Error('an invoice without its customer');
  const today = dayOf(input.now);
  const tooLate = issueDateProblem(draft.issueDate, today);
  if (tooLate) throw new AppError('VALIDATION_ERROR', { field: 'issueDate', message: tooLate });
  // A backdated draft's dates never change unseen: the caller says which it keeps.
  if (isBackdated(draft.issueDate, input.now) && !input.dates) {
    throw new AppError('INVOICE_BACKDATED', {
      field: 'issueDate',
      message: `This draft is dated ${formatDay(draft.issueDate)}, before today. Keep that date or date it today?`,
    });
  }
  const { issueDate, dueDate } = finalDatesOf(draft, today, input.dates);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNextSequence(tx, { companyId: company.id, kind: 'invoice', year });
  const number = formatNumber(settings.prefix, 'invoice', year, sequence);
  const open = await updateInvoice(tx, draft.id, {
    number,
    status: 'open',
    issueDate,
    dueDate,
    finalizedAt: input.now,
    customerSnapshot: {
      name: customer.name,
      email: customer.email,
      address: customer.address ?? null,
      taxId: customer.taxId ?? null,
    },
    publicToken: newPublicToken(),
    footer: expandFooter(draft.footer ?? settings.footer, company.ein),
    updatedAt: input.now,
  });
  await writeInvoiceEvent(tx, {
    invoiceId: draft.id,
    kind: 'finalized',
    label: `Finalised as ${number}`,
    actor: input.actor,
    now: input.now,
    data: { number },
  });
  if (open.balance !== 0) {
    // The customer's credit kept from an earlier invoice comes off this one (issue 36 item 4).
    return applyCustomerCreditIn(tx, open, { actor: input.actor, now: input.now });
  }
  const paid = await updateInvoice(tx, draft.id, { status: 'paid', paidAt: input.now });
  await writeInvoiceEvent(tx, {
    invoiceId: draft.id,
    kind: 'paid',
    label: 'Paid: nothing is owed',
    actor: input.actor,
    now: input.now,
  });
  return paid;
};

/** POST /invoices/:id/finalize. */
export const finalizeInvoice = async (
  db: TDbExecutor,
  input: TCompanyCaller &
    TViewOptions & { invoiceId: string; dates?: TInvoiceDatesChoice | undefined },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const row = await db.transaction((tx) =>
    finalizeInvoiceIn(tx, {
      companyId: company.id,
      invoiceId: input.invoiceId,
      actor: 'customer',
      now: input.now,
      dates: input.dates,
    }),
  );
  return readInvoiceView(db, row, input);
};
