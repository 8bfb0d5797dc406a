import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, findFirstCompanyOf, type TCompanyRow } from './companies.repository';

export const NO_COMPANY_MESSAGE = 'You have no company yet.';

/**
 * The company a company-scoped call acts on: the one asked for (it must be the caller's:
 * another customer's is a 403, or `notFound` for files), else the caller's first company.
 */
export const resolveCompany = (
  db: TDbExecutor,
  userId: string,
  companyId?: string,
  options: { otherIs: 'FORBIDDEN' | 'NOT_FOUND' } = { otherIs: 'FORBIDDEN' },
): Promise<TCompanyRow> =>
  resolveCompanyWith(
    { byId: (id) => findCompany(db, id), firstOf: (user) => findFirstCompanyOf(db, user) },
    userId,
    companyId,
    options,
  );

/** The rule of `resolveCompany` over any two finders (a whole row, or a few columns of it). */
export const resolveCompanyWith = async <TRow extends { userId: string }>(
  find: {
    byId: (companyId: string) => Promise<TRow | null>;
    firstOf: (userId: string) => Promise<TRow | null>;
  },
  userId: string,
  companyId?: string,
  options: { otherIs: 'FORBIDDEN' | 'NOT_FOUND' } = { otherIs: 'FORBIDDEN' },
): Promise<TRow> => {
  if (companyId) {
    const row = await find.byId(companyId);
    if (row && row.userId === userId) return row;
    throw new AppError(options.otherIs);
  }
  const first = await find.firstOf(userId);
  if (!first) throw new AppError('DATA_NOT_AVAILABLE', { message: NO_COMPANY_MESSAGE });
  return first;
};
