import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import type { TDbExecutor } from '../../db/client';
import { listOwnersOf, getCurrentCompany } from '../companies';
import { mailboxAddressOf, type TFacility } from '../mailbox';
import { mailPlanOf } from '../mailbox';
import { registeredAgentOf } from '../services';
import {
  countPastFilingsToConfirm,
  findEinLetterId,
  findStateName,
  listOverdueObligations,
  listPendingChanges,
} from './company-profile.repository';
import { findUser } from '../users';
import { addressesOf, isBeingFormed, membersOf, standingOf } from './profile-facts';

/**
 * LLC Management's Profile of the caller's company (another customer's, or an unknown id:
 * 404). `now` decides which open obligations are overdue.
 */
export const readCompanyProfile = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null; now: Date; facility: TFacility },
): Promise<TCompanyProfile> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  const today = input.now.toISOString().slice(0, 10);
  const [owners, overdue, einLetterDocumentId, stateName, agent, pendingChanges, user, mail] =
    await Promise.all([
      listOwnersOf(db, company.id),
      listOverdueObligations(db, company.id, today),
      findEinLetterId(db, company.id),
      company.state ? findStateName(db, company.state) : null,
      registeredAgentOf(db, company),
      listPendingChanges(db, company.id),
      company.contactEmail ? null : findUser(db, company.userId),
      mailPlanOf(db, company.id),
    ]);
  // Our mailbox's real address (the facility and the company's suite) while it runs.
  const mailbox =
    company.mailingAddress?.useOurs && mail.active
      ? await mailboxAddressOf(db, company.id, input.facility)
      : null;
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
    standing: standingOf(company, overdue, await countPastFilingsToConfirm(db, company.id)),
    ein: company.ein,
    einLetterDocumentId,
    fiscalYearEndMonth: company.fiscalYearEndMonth,
    registeredAgent: agent,
    ...addressesOf(company, mailbox),
    members: membersOf(owners),
    management: company.management,
    managers: company.managers,
    contactEmail: company.contactEmail ?? user?.email ?? '',
    pendingChanges,
    origin: formedElsewhere ? 'FORMED_ELSEWHERE' : 'FORMED_HERE',
    verification: formedElsewhere ? (company.detailsVerifiedAt ? 'verified' : 'pending') : null,
  };
};
