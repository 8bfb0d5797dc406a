import { countryByCode } from '@charterline/shared/countries';
import type { TAddress } from '@charterline/shared/schemas/address';
import type { TDbExecutor } from '../../db/client';
import { findState } from '../legal-facts';
import type { TCompanyRow } from '../companies';
import { listOwnersOf } from '../companies';
import type { TOperatingAgreementInput } from './operating-agreement-pdf';

/**
 * A member's postal address on one line, as whole as it was given: both street lines, city,
 * region, postal code and country, the region and country by name ("IDF" → "Île-de-France",
 * "FR" → "France"); a code the country list does not know is printed as it is.
 */
export const memberAddressText = (a: TAddress): string => {
  const country = countryByCode(a.country);
  const region = a.region
    ? (country?.regions.find((r) => r.value === a.region)?.label ?? a.region)
    : undefined;
  return [a.line1, a.line2, a.city, region, a.postalCode, country?.label ?? a.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
};

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
      address: memberAddressText(o.address),
    })),
    management: company.management,
    managers: company.managers,
    effectiveDate: context.effectiveDate,
    appName: context.appName,
  };
};
