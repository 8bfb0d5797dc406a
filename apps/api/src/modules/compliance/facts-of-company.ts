import type { TComplianceBasis } from '@charterline/shared/schemas/compliance';
import type { TDbExecutor } from '../../db/client';
import { dissolvedOnOf, type TCompanyRow } from '../companies';
import { listOwnersOf } from '../companies';
import { registeredAgentOf } from '../services';
import type { TCompanyFacts } from './engine/types';

const US = 'US';
/** 10% in hundredths of a percent: the BE-12 threshold. */
const TEN_PERCENT = 1_000;

export type TCompanyCompliance = {
  /** Null while something the deadlines need is missing. */
  facts: TCompanyFacts | null;
  basis: TComplianceBasis;
  missing: ('state' | 'formationDate')[];
};

const ownershipOf = (owners: { country: string }[]): TComplianceBasis['ownership'] => {
  if (owners.length === 0) return 'none';
  if (owners.length > 1) return 'multi';
  return owners[0]?.country === US ? 'single_us' : 'single_foreign';
};

/** What a company's deadlines are computed from, and why each is listed (the basis). */
export const factsOfCompany = async (
  db: TDbExecutor,
  company: TCompanyRow,
): Promise<TCompanyCompliance> => {
  const owners = (await listOwnersOf(db, company.id)).map((o) => ({
    country: o.address.country.toUpperCase(),
    ownershipHundredths: o.ownershipHundredths,
  }));
  // Who the state has, one truth with the profile and the changes (decision 0187); a company
  // that never told us has one too, as every state requires it.
  const agent = await registeredAgentOf(db, company);
  const registeredAgent = agent?.provider ?? 'theirs';
  // A reinstated company (back to COMPLETED) lives again: only a DISSOLVED one counts it.
  const dissolvedOn =
    company.companyStatus === 'DISSOLVED' ? await dissolvedOnOf(db, company.id) : null;
  const basis: TComplianceBasis = {
    state: company.state,
    formationDate: company.formationDate,
    fiscalYearEndMonth: company.fiscalYearEndMonth,
    taxClassification: company.taxClassification,
    ownership: ownershipOf(owners),
    foreignOwnedTenPercent: owners.some(
      (o) => o.country !== US && o.ownershipHundredths >= TEN_PERCENT,
    ),
    registeredAgent,
    dissolvedOn,
  };
  const missing = [
    ...(company.state ? [] : (['state'] as const)),
    ...(company.formationDate ? [] : (['formationDate'] as const)),
  ];
  const facts: TCompanyFacts | null =
    company.state && company.formationDate
      ? {
          state: company.state.toUpperCase(),
          formationDate: company.formationDate,
          fiscalYearEndMonth: company.fiscalYearEndMonth,
          taxClassification: company.taxClassification,
          owners,
          registeredAgent,
          registeredAgentRenewsOn: agent?.renewsOn ?? null,
          dissolvedOn,
        }
      : null;
  return { facts, basis, missing };
};
