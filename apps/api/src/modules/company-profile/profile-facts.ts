import type {
  TCompanyProfile,
  TGoodStanding,
  TOverdueObligation,
} from '@charterline/shared/schemas/company-profile';
import type { TCompanyRow, TOwnerRow } from '../companies/companies.repository';
import { agentOf } from '../compliance/facts-of-company';

/** Formed here and not filed yet: there is no company at the state to be in good standing. */
export const isBeingFormed = (company: TCompanyRow): boolean =>
  company.businessType !== 'EXISTING' && company.formationDate === null;

/**
 * Good standing as far as we can know it: the state's own certificate is not read, so a
 * company is in good standing unless one of its filings is overdue (named) or it is
 * dissolved or not formed yet.
 */
export const standingOf = (company: TCompanyRow, overdue: TOverdueObligation[]): TGoodStanding => {
  if (company.companyStatus === 'DISSOLVED') {
    return { inGoodStanding: false, label: 'Dissolved', overdue };
  }
  if (isBeingFormed(company)) {
    return { inGoodStanding: false, label: 'Not formed yet', overdue };
  }
  if (overdue.length === 0) return { inGoodStanding: true, label: 'In good standing', overdue };
  const filings = overdue.length === 1 ? '1 overdue filing' : `${overdue.length} overdue filings`;
  return { inGoodStanding: false, label: `Not in good standing: ${filings}`, overdue };
};

export const registeredAgentOf = (
  company: TCompanyRow,
  ours: { renewsOn: string } | null,
): TCompanyProfile['registeredAgent'] => {
  const saved = company.registeredAgent;
  if (!saved && !ours) return null;
  // Our agent's term starts once the LLC is filed: before that, choosing ours is ours.
  const provider = isBeingFormed(company) && saved?.useOurs ? 'ours' : agentOf(company, ours);
  return {
    provider,
    name: saved?.name ?? null,
    // Ours is our office in the company's state: not stored per company.
    address: provider === 'theirs' ? (saved?.address ?? null) : null,
    renewsOn: ours?.renewsOn ?? null,
  };
};

/** The mailing address, and the company's own place of business (never our mailbox). */
export const addressesOf = (
  company: TCompanyRow,
): Pick<TCompanyProfile, 'mailingAddress' | 'principalAddress'> => {
  const saved = company.mailingAddress;
  return {
    mailingAddress: saved
      ? { provider: saved.useOurs ? 'ours' : 'theirs', address: saved.address }
      : null,
    // Until one is set through a change, the company's own mailing address stands for it.
    principalAddress: company.principalAddress ?? (saved && !saved.useOurs ? saved.address : null),
  };
};

export const membersOf = (owners: TOwnerRow[]): TCompanyProfile['members'] =>
  owners.map((o) => ({
    name: `${o.firstName} ${o.lastName}`.trim(),
    ownershipPercentage: o.ownershipHundredths / 100,
    country: o.address.country.toUpperCase(),
  }));
