import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadCurrentCompanyDetails } from './company-details';
import { isCompanyId } from './current-company';
import { NO_COMPANY_MESSAGE } from './resolve-company';

const VIEW_FORBIDDEN = 'You do not have permission to view this company.';

/**
 * The caller's current company with its details: the one asked for when it is theirs
 * (another customer's and a malformed or unknown id are the same 403), else their first.
 */
export const getCompanyDetails = async (
  db: TDatabase,
  options: { userId: string; companyId: string | null },
): Promise<TCompanyDetails> => {
  const { userId, companyId } = options;
  const found =
    companyId && !isCompanyId(companyId)
      ? null
      : await loadCurrentCompanyDetails(db, userId, companyId);
  if (found === null) throw new AppError('FORBIDDEN', { message: VIEW_FORBIDDEN });
  if (found === 'NO_COMPANY') {
    throw new AppError('DATA_NOT_AVAILABLE', { message: NO_COMPANY_MESSAGE });
  }
  return found;
};
