import type { TAddress } from '@charterline/shared/schemas/address';
import type { TProposedChange } from '@charterline/shared/schemas/company-changes';
import { MONTH_NAMES } from '@charterline/shared/format';

/** "30 N Gould St, Sheridan, WY 82801, US". */
export const addressLine = (a: TAddress): string =>
  [a.line1, a.line2, a.city, [a.region, a.postalCode].filter(Boolean).join(' '), a.country]
    .filter((part) => part && part.trim().length > 0)
    .join(', ');

export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? String(month);

/** A percentage as people write it: 60, 33.33. */
const percent = (n: number): string => `${Number(n.toFixed(2))}%`;

/**
 * One human line for the values of a change (what the company has, or will have): "Nube
 * Clara LLC", "Ada Obi 60%, Li Wei 40%", "Manager-managed: Ada Obi", "Our registered agent".
 */
export const lineOf = (values: TProposedChange): string => {
  switch (values.kind) {
    case 'LEGAL_NAME':
      return `${values.companyName} ${values.designation}`;
    case 'PRINCIPAL_ADDRESS':
    case 'MAILING_ADDRESS':
      return addressLine(values.address);
    case 'MEMBERS':
      return values.owners
        .map((o) => `${o.firstName} ${o.lastName} ${percent(o.ownershipPercentage)}`)
        .join(', ');
    case 'MANAGERS':
      return values.management === 'MEMBER_MANAGED'
        ? 'Member-managed'
        : `Manager-managed: ${values.managers.map((m) => m.name).join(', ')}`;
    case 'REGISTERED_AGENT':
      return values.useOurs
        ? 'Our registered agent'
        : `${values.name}, ${addressLine(values.address)}`;
    case 'CONTACT_EMAIL':
      return values.email;
    case 'FISCAL_YEAR':
      return monthName(values.fiscalYearEndMonth);
    case 'CLOSURE':
      return values.effectiveDate ? `Dissolved (last day ${values.effectiveDate})` : 'Dissolved';
    case 'REINSTATEMENT':
      return 'Reinstated, in good standing';
  }
};
