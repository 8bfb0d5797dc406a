import type { TInvoice, TInvoiceDraftInput } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from '../companies';
import { addDays, daysBetween } from '../../lib/dates';
import { findCustomer, type TInvoiceCustomerRow } from './customers.repository';
import { draftColumns } from './draft-values';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf, formedCompany, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { deleteInvoiceRow, findInvoice, insertInvoice, updateInvoice } from './invoices.repository';
import { lockInvoice } from './record-invoice-payment';

const ACTOR = 'customer';

/** A customer a draft may name: the company's, and not archived (unless it already named it). */
const customerFor = async (
  db: TDbExecutor,
  company: TCompanyRow,
  customerId: string,
  current?: string,
): Promise<TInvoiceCustomerRow> => {
  const customer = await findCustomer(db, company.id, customerId);
  if (!customer) {
    throw new AppError('NOT_FOUND', { field: 'customerId', message: 'There is no such customer.' });
  }
  if (customer.archivedAt && customer.id !== current) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'customerId',
      message: 'This customer is archived: choose another one',
    });
  }
  return customer;
};

/** POST /invoices: a new draft (no number yet; totals computed here). */
export const createDraft = async (
  db: TDbExecutor,
  input: TCompanyCaller & TViewOptions & { draft: TInvoiceDraftInput; label?: string },
): Promise<TInvoice> => {
  const company = await formedCompany(db, input);
  const customer = await customerFor(db, company, input.draft.customerId);
  const columns = draftColumns(input.draft, customer, dayOf(input.now));
  const row = await db.transaction(async (tx) => {
    const created = await insertInvoice(tx, {
      companyId: company.id,
      ...columns,
      status: 'draft',
      createdAt: input.now,
      updatedAt: input.now,
    });
    await writeInvoiceEvent(tx, {
      invoiceId: created.id,
      kind: 'created',
      label: input.label ?? 'Draft created',
      actor: ACTOR,
      now: input.now,
    });
    return created;
  });
  return readInvoiceView(db, row, input);
};

/** The draft under its row lock: another company's is 404, a finalised one is not editable. */
const lockDraft = async (tx: TDbExecutor, companyId: string, invoiceId: string) => {
  const row = await lockInvoice(tx, invoiceId, companyId);
  if (!row) throw noSuchInvoice();
  if (row.status !== 'draft') throw new AppError('INVOICE_NOT_EDITABLE');
  return row;
};

/** PATCH /invoices/:id: the whole draft again (a finalised invoice: INVOICE_NOT_EDITABLE). */
export const changeDraft = async (
  db: TDbExecutor,
  input: TCompanyCaller & TViewOptions & { invoiceId: string; draft: TInvoiceDraftInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const row = await db.transaction(async (tx) => {
    const current = await lockDraft(tx, company.id, input.invoiceId);
    const customer = await customerFor(tx, company, input.draft.customerId, current.customerId);
    const updated = await updateInvoice(tx, current.id, {
      ...draftColumns(input.draft, customer, dayOf(input.now)),
      updatedAt: input.now,
    });
    await writeInvoiceEvent(tx, {
      invoiceId: current.id,
      kind: 'edited',
      label: 'Draft edited',
      actor: ACTOR,
      now: input.now,
    });
    return updated;
  });
  return readInvoiceView(db, row, input);
};

/** DELETE /invoices/:id: a draft only (it never had a number, so nothing leaves a gap). */
export const deleteDraft = async (
  db: TDbExecutor,
  input: TCompanyCaller & { invoiceId: string },
): Promise<void> => {
  const company = await invoicingCompany(db, input);
  await db.transaction(async (tx) => {
    const current = await lockDraft(tx, company.id, input.invoiceId);
    await deleteInvoiceRow(tx, current.id);
  });
};

/** POST /invoices/:id/duplicate: a new draft with the same customer and lines, dated today. */
export const duplicateInvoice = async (
  db: TDbExecutor,
  input: TCompanyCaller & TViewOptions & { invoiceId: string },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const source = await findInvoice(db, company.id, input.invoiceId);
  if (!source) throw noSuchInvoice();
  const today = dayOf(input.now);
  return createDraft(db, {
    ...input,
    label: source.number
      ? `Draft created as a copy of ${source.number}`
      : 'Draft created as a copy',
    draft: {
      customerId: source.customerId,
      currency: source.currency,
      issueDate: today,
      terms: source.terms,
      // Custom terms keep their number of days.
      dueDate:
        source.terms === 'custom' && source.dueDate
          ? addDays(today, Math.max(0, daysBetween(source.issueDate, source.dueDate)))
          : undefined,
      lines: source.lines.map(({ description, quantity, unitPrice, taxRate }) => ({
        description,
        quantity,
        unitPrice,
        taxRate,
      })),
      discount: source.discount ?? null,
      memo: source.memo,
      footer: source.footer,
    },
  });
};
