import type { TDbExecutor } from '../../db/client';
import { findState } from '../billing/states.repository';
import { listOwnersOf, type TCompanyRow } from '../companies/companies.repository';
import type { TOperatingAgreementInput } from './operating-agreement-pdf';

const formatAddress = (a: { line1: string; city: string; region?: string; country: string }) =>
  [a.line1, a.city, a.region, a.country].filter(Boolean).join(', ');

/**
 * What the operating agreement is drawn up from, as the company stands now: its name, state,
 * purpose, agent and owners (formation's first agreement and every amended version).
 */
export const agreementInputOf = async (
  db: TDbExecutor,
  company: TCompanyRow,
  context: { appName: string; effectiveDate: Date },
): Promise<TOperatingAgreementInput> => {
  const [owners, state] = await Promise.all([
    listOwnersOf(db, company.id),
    findState(db, company.state?.toUpperCase() ?? ''),
  ]);
  return {
    companyName: `${company.companyName ?? ''} ${company.companyNameType ?? 'LLC'}`.trim(),
    stateName: state?.name ?? company.state ?? 'its state of formation',
    businessPurpose: company.businessPurpose ?? 'any lawful business',
    registeredAgent: company.registeredAgent?.name ?? 'the registered agent on file',
    owners: owners.map((o) => ({
      name: `${o.firstName} ${o.lastName}`,
      email: o.email,
      hundredths: o.ownershipHundredths,
      address: formatAddress(o.address),
    })),
    management: company.management,
    managers: company.managers,
    effectiveDate: context.effectiveDate,
    appName: context.appName,
  };
};
