import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyCaller } from '../../lib/http/caller';
import type { TCompanyRow } from '../companies';
import { getCurrentCompany, isCompanyFormed } from '../companies';

/** The books open when invoicing does: once the company is formed, by us or elsewhere. */
export const isBooksOpen = (company: TCompanyRow): boolean => isCompanyFormed(company);

/**
 * The caller's company, refused with ACCOUNTING_NOT_OPEN while it is not formed. Another
 * customer's company or an unknown id is the same 404 as everywhere.
 */
export const booksCompany = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
): Promise<TCompanyRow> => {
  const company = await getCurrentCompany(db, caller.userId, caller.companyId, {
    otherIs: 'NOT_FOUND',
  });
  if (!isBooksOpen(company)) throw new AppError('ACCOUNTING_NOT_OPEN');
  return company;
};
