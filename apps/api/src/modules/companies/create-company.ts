import { sql } from 'drizzle-orm';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import type { TDatabase } from '../../db/client';
import { companies, companyEvents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countCompaniesOf } from './companies.repository';

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
    await tx.execute(sql`select id from ${users} where ${users.id} = ${options.userId} for update`);
    const max = options.config.maxCompaniesPerUser;
    if (max !== null && (await countCompaniesOf(tx, options.userId)) >= max) {
      throw new AppError('COMPANY_LIMIT_REACHED');
    }
    const [company] = await tx
      .insert(companies)
      .values({ userId: options.userId, businessType: 'NEW', answers: {} })
      .returning();
    if (!company) throw new Error('insert returned no company');
    await tx.insert(companyEvents).values({
      companyId: company.id,
      actorUserId: options.userId,
      kind: 'COMPANY_CREATED',
      toStatus: company.companyStatus,
    });
    return company;
  });
};
