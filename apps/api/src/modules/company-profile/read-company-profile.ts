import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import type { TDbExecutor } from '../../db/client';
import { listOwnersOf } from '../companies/companies.repository';
import { getCurrentCompany } from '../companies/current-company';
import { ourAgent } from '../compliance/facts-of-company';
import {
  findEinLetterId,
  findStateName,
  listOverdueObligations,
  listPendingChanges,
} from './company-profile.repository';
import { findUser } from '../users/users.repository';
import {
  addressesOf,
  isBeingFormed,
  membersOf,
  registeredAgentOf,
  standingOf,
} from './profile-facts';

/**
 * LLC Management's Profile of the caller's company (another customer's, or an unknown id:
 * 404). `now` decides which open obligations are overdue.
 */
export const readCompanyProfile = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null; now: Date },
): Promise<TCompanyProfile> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  const today = input.now.toISOString().slice(0, 10);
  const [owners, overdue, einLetterDocumentId, stateName, ours, pendingChanges, user] =
    await Promise.all([
      listOwnersOf(db, company.id),
      listOverdueObligations(db, company.id, today),
      findEinLetterId(db, company.id),
      company.state ? findStateName(db, company.state) : null,
      ourAgent(db, company.id),
      listPendingChanges(db, company.id),
      company.contactEmail ? null : findUser(db, company.userId),
    ]);
  const formedElsewhere = company.businessType === 'EXISTING';
  const legalName = company.companyName
    ? [company.companyName, company.companyNameType].filter(Boolean).join(' ')
    : null;
  return {
    companyId: company.id,
    companyName: company.companyName,
    designation: company.companyNameType,
    legalName,
    state: company.state
      ? { code: company.state.toUpperCase(), name: stateName ?? company.state.toUpperCase() }
      : null,
    stateFileNumber: company.stateFileNumber,
    formationDate: company.formationDate,
    formationDateSource: company.formationDate
      ? formedElsewhere
        ? 'entered_by_you'
        : 'our_filing'
      : null,
    companyStatus: company.companyStatus,
    beingFormed: isBeingFormed(company),
    standing: standingOf(company, overdue),
    ein: company.ein,
    einLetterDocumentId,
    fiscalYearEndMonth: company.fiscalYearEndMonth,
    registeredAgent: registeredAgentOf(company, ours),
    ...addressesOf(company),
    members: membersOf(owners),
    management: company.management,
    managers: company.managers,
    contactEmail: company.contactEmail ?? user?.email ?? '',
    pendingChanges,
    origin: formedElsewhere ? 'FORMED_ELSEWHERE' : 'FORMED_HERE',
    verification: formedElsewhere ? (company.detailsVerifiedAt ? 'verified' : 'pending') : null,
  };
};
