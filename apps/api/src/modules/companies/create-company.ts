import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countCompaniesOf, insertCompany, lockCompanyOwner } from './companies.repository';

/**
 * "Create New Company": another company for the caller, when the configuration allows it
 * and the limit is not reached. The caller's row is locked so two clicks cannot both pass.
 */
export const createCompany = async (
  db: TDatabase,
  options: { userId: string; config: TDashboardConfig['company'] },
) => {
  if (!options.config.allowCompanyCreation) throw new AppError('COMPANY_CREATION_DISABLED');
  return db.transaction(async (tx) => {
    await lockCompanyOwner(tx, options.userId);
    const max = options.config.maxCompaniesPerUser;
    if (max !== null && (await countCompaniesOf(tx, options.userId)) >= max) {
      throw new AppError('COMPANY_LIMIT_REACHED');
    }
    return insertCompany(tx, { userId: options.userId, businessType: 'NEW', answers: {} });
  });
};
