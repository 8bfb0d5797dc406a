import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { booksCompany } from './books-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { ensureChart } from './chart';
import { syncInvoicePayments } from './invoice-payments-in-books';

/**
 * Every books route starts here: the caller's formed company (404 / ACCOUNTING_NOT_OPEN), its
 * chart seeded, and invoice payments recorded before accounting existed booked. Helpers of the
 * imports and reports use it too.
 */
export const openBooks = async (db: TDbExecutor, caller: TCompanyCaller): Promise<TCompanyRow> => {
  const company = await booksCompany(db, caller);
  await ensureChart(db, company.id);
  await syncInvoicePayments(db, company.id);
  return company;
};
