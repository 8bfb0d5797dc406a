import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from '../companies/companies.repository';
import { isInvoicingOpen, invoicingCompany } from '../invoicing/invoicing-company';

/** Who calls and for which company (`?companyId=` or the `x-company-id` header). */
export type TBooksCaller = { userId: string; companyId: string | null };

/** The books open when invoicing does: once the company is formed, by us or elsewhere. */
export const isBooksOpen = (company: TCompanyRow): boolean => isInvoicingOpen(company);

/**
 * The caller's company, refused with ACCOUNTING_NOT_OPEN while it is not formed. Another
 * customer's company or an unknown id is the same 404 as everywhere.
 */
export const booksCompany = async (db: TDbExecutor, caller: TBooksCaller): Promise<TCompanyRow> => {
  const company = await invoicingCompany(db, caller);
  if (!isBooksOpen(company)) throw new AppError('ACCOUNTING_NOT_OPEN');
  return company;
};
