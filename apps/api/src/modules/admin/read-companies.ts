import type { TCompanyStatus } from '@charterline/shared/enums';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadCompanyDetails, findCompany } from '../companies';
import { listCompaniesWithOwners } from './admin.repository';

/** All companies for staff, newest first, optionally of one status. */
export const listCompanies = async (db: TDatabase, status?: TCompanyStatus) =>
  (await listCompaniesWithOwners(db, status)).map(({ company: c, ownerEmail }) => ({
    id: c.id,
    companyName: c.companyName,
    state: c.state,
    companyStatus: c.companyStatus,
    onboardingStatus: c.onboardingStatus,
    paymentStatus: c.paymentStatus,
    ownerEmail,
    createdAt: c.createdAt.toISOString(),
  }));

/** One company in full, or 404. */
export const readCompanyDetails = async (db: TDatabase, id: string) => {
  const row = await findCompany(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return loadCompanyDetails(db, row);
};
