import type { TComplianceBasis } from '@charterline/shared/schemas/compliance';
import type { TDbExecutor } from '../../db/client';
import { dissolvedOnOf, listOwnersOf, type TCompanyRow } from '../companies/companies.repository';
import { listServicesOf, subscriptionsOf } from '../services/services.repository';
import type { TCompanyFacts } from './engine/types';

const RA_PRODUCT_KEY = 'registered-agent';
const US = 'US';
/** 10% in hundredths of a percent: the BE-12 threshold. */
const TEN_PERCENT = 1_000;

export type TCompanyCompliance = {
  /** Null while something the deadlines need is missing. */
  facts: TCompanyFacts | null;
  basis: TComplianceBasis;
  missing: ('state' | 'formationDate')[];
};

/**
 * Our registered-agent service while it runs (not cancelled or refunded, its subscription
 * ACTIVE or PAST_DUE): the agent is ours and renews at its term end.
 */
export const ourAgent = async (db: TDbExecutor, companyId: string) => {
  const agents = (await listServicesOf(db, companyId)).filter(
    (s) => s.productKey === RA_PRODUCT_KEY && s.status !== 'CANCELLED' && s.status !== 'REFUNDED',
  );
  const running = (
    await subscriptionsOf(
      db,
      agents.map((s) => s.id),
    )
  ).filter((s) => s.status === 'ACTIVE' || s.status === 'PAST_DUE');
  const [latest] = running.sort((a, b) => b.termEndsAt.getTime() - a.termEndsAt.getTime());
  return latest ? { renewsOn: latest.termEndsAt.toISOString().slice(0, 10) } : null;
};

/**
 * 'ours' while our service runs; a company that chose ours but has no running service has
 * none (its agent lapsed: the state needs one); otherwise the company names its own — an
 * LLC formed elsewhere that never told us has one too, as every state requires it.
 */
export const agentOf = (
  company: TCompanyRow,
  ours: { renewsOn: string } | null,
): TComplianceBasis['registeredAgent'] => {
  if (ours) return 'ours';
  return company.registeredAgent?.useOurs ? 'none' : 'theirs';
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
  const ours = await ourAgent(db, company.id);
  const registeredAgent = agentOf(company, ours);
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
          registeredAgentRenewsOn: ours?.renewsOn ?? null,
          dissolvedOn,
        }
      : null;
  return { facts, basis, missing };
};
