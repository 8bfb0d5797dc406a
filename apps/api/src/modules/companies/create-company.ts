import { checkLlcName } from '@charterline/shared/rules/llc-name';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countCompaniesOf, insertCompany, lockCompanyOwner } from './companies.repository';

/**
 * "Create New Company": another company for the caller, when the configuration allows it
 * and the limit is not reached. The caller's row is locked so two clicks cannot both pass.
 * The name asked for first (decision 0108) is checked by the LLC name rules like step 1's.
 */
export const createCompany = async (
  db: TDatabase,
  options: { userId: string; config: TDashboardConfig['company']; companyName?: string },
) => {
  if (!options.config.allowCompanyCreation) throw new AppError('COMPANY_CREATION_DISABLED');
  const nameError = options.companyName ? checkLlcName(options.companyName).errors[0] : undefined;
  if (nameError) {
    throw new AppError('INVALID_COMPANY_NAME', {
      message: nameError.message,
      field: 'companyName',
    });
  }
  return db.transaction(async (tx) => {
    await lockCompanyOwner(tx, options.userId);
    const max = options.config.maxCompaniesPerUser;
    if (max !== null && (await countCompaniesOf(tx, options.userId)) >= max) {
      throw new AppError('COMPANY_LIMIT_REACHED');
    }
    return insertCompany(tx, {
      userId: options.userId,
      businessType: 'NEW',
      answers: {},
      companyName: options.companyName ?? null,
    });
  });
};
