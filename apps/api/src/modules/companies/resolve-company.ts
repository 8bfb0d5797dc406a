import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, findFirstCompanyOf, type TCompanyRow } from './companies.repository';

export const NO_COMPANY_MESSAGE = 'You have no company yet.';

/**
 * The company a company-scoped call acts on: the one asked for (it must be the caller's:
 * another customer's is a 403, or `notFound` for files), else the caller's first company.
 */
export const resolveCompany = async (
  db: TDbExecutor,
  userId: string,
  companyId?: string,
  options: { otherIs: 'FORBIDDEN' | 'NOT_FOUND' } = { otherIs: 'FORBIDDEN' },
): Promise<TCompanyRow> => {
  if (companyId) {
    const row = await findCompany(db, companyId);
    if (row && row.userId === userId) return row;
    throw new AppError(options.otherIs);
  }
  const first = await findFirstCompanyOf(db, userId);
  if (!first) throw new AppError('DATA_NOT_AVAILABLE', { message: NO_COMPANY_MESSAGE });
  return first;
};
