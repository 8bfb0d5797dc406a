import type {
  TCustomerCredit,
  TInvoiceCustomer,
  TInvoiceCustomerInput,
} from '@charterline/shared/schemas/invoicing';
import { ZInvoiceCustomerInput } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customerCreditsOf } from './customer-credits.repository';
import {
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
  type TInvoiceCustomerRow,
} from './customers.repository';
import { formedCompany, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';

const noSuchCustomer = () => new AppError('NOT_FOUND', { message: 'There is no such customer.' });

/** The customer as answered, with their credit left per currency (issue 36 item 4). */
export const toInvoiceCustomer = (
  row: TInvoiceCustomerRow,
  credits: TCustomerCredit[] = [],
): TInvoiceCustomer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  address: row.address ?? null,
  taxId: row.taxId ?? null,
  currency: row.currency,
  notes: row.notes ?? null,
  createdAt: row.createdAt.toISOString(),
  credits,
});

/** Customers with their credit (one query for all of them). */
const withCredits = async (
  db: TDbExecutor,
  rows: TInvoiceCustomerRow[],
): Promise<TInvoiceCustomer[]> => {
  const credits = await customerCreditsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toInvoiceCustomer(r, credits.get(r.id)));
};

const columnsOf = (input: TInvoiceCustomerInput) => {
  const parsed = ZInvoiceCustomerInput.parse(input);
  return {
    name: parsed.name,
    email: parsed.email,
    address: parsed.address ?? null,
    taxId: parsed.taxId || null,
    currency: parsed.currency,
    notes: parsed.notes || null,
  };
};

export const searchCustomers = async (
  db: TDbExecutor,
  input: TCompanyCaller & { q?: string },
): Promise<TInvoiceCustomer[]> => {
  const company = await invoicingCompany(db, input);
  return withCredits(db, await listCustomers(db, company.id, input.q || undefined));
};

export const readCustomer = async (
  db: TDbExecutor,
  input: TCompanyCaller & { customerId: string },
): Promise<TInvoiceCustomer> => {
  const company = await invoicingCompany(db, input);
  const row = await findCustomer(db, company.id, input.customerId);
  if (!row) throw noSuchCustomer();
  return (await withCredits(db, [row]))[0]!;
};

export const createCustomer = async (
  db: TDbExecutor,
  input: TCompanyCaller & { customer: TInvoiceCustomerInput; now: Date },
): Promise<TInvoiceCustomer> => {
  const company = await formedCompany(db, input);
  const row = await insertCustomer(db, {
    companyId: company.id,
    ...columnsOf(input.customer),
    createdAt: input.now,
    updatedAt: input.now,
  });
  return toInvoiceCustomer(row);
};

/** A whole new version of the customer; finalised invoices keep the snapshot they were issued with. */
export const changeCustomer = async (
  db: TDbExecutor,
  input: TCompanyCaller & { customerId: string; customer: TInvoiceCustomerInput; now: Date },
): Promise<TInvoiceCustomer> => {
  const company = await formedCompany(db, input);
  const row = await updateCustomer(db, company.id, input.customerId, {
    ...columnsOf(input.customer),
    updatedAt: input.now,
  });
  if (!row) throw noSuchCustomer();
  return (await withCredits(db, [row]))[0]!;
};

/** Archives: gone from the list and the pickers, still on the invoices that name them. */
export const archiveCustomer = async (
  db: TDbExecutor,
  input: TCompanyCaller & { customerId: string; now: Date },
): Promise<void> => {
  const company = await invoicingCompany(db, input);
  const row = await updateCustomer(db, company.id, input.customerId, {
    archivedAt: input.now,
    updatedAt: input.now,
  });
  if (!row) throw noSuchCustomer();
};
