import type {
  TCompanyProfile,
  TGoodStanding,
  TOverdueObligation,
} from '@charterline/shared/schemas/company-profile';
import type { TAddress } from '@charterline/shared/schemas/company';
import type { TCompanyRow, TOwnerRow } from '../companies';

/** Formed here and not filed yet: there is no company at the state to be in good standing. */
export const isBeingFormed = (company: TCompanyRow): boolean =>
  company.businessType !== 'EXISTING' && company.formationDate === null;

/**
 * Good standing as far as we can know it: the state's own certificate is not read, so a
 * company is in good standing unless one of its filings is overdue (named) or it is
 * dissolved or not formed yet. A brought LLC's past filings not confirmed yet (`toConfirm`,
 * decision 0185) are not known to be overdue: with none overdue, the label says how many
 * are to confirm instead of claiming good standing.
 */
export const standingOf = (
  company: TCompanyRow,
  overdue: TOverdueObligation[],
  toConfirm = 0,
): TGoodStanding => {
  const confirm = toConfirm > 0 ? { toConfirm } : {};
  if (company.companyStatus === 'DISSOLVED') {
    return { inGoodStanding: false, label: 'Dissolved', overdue, ...confirm };
  }
  if (isBeingFormed(company)) {
    return { inGoodStanding: false, label: 'Not formed yet', overdue, ...confirm };
  }
  if (overdue.length === 0) {
    const label =
      toConfirm === 0
        ? 'In good standing'
        : `${toConfirm} past filing${toConfirm === 1 ? '' : 's'} to confirm`;
    return { inGoodStanding: true, label, overdue, ...confirm };
  }
  const filings = overdue.length === 1 ? '1 overdue filing' : `${overdue.length} overdue filings`;
  return { inGoodStanding: false, label: `Not in good standing: ${filings}`, overdue, ...confirm };
};

/**
 * The mailing address (ours: our mailbox's address while it runs), and the company's own
 * place of business (never our mailbox).
 */
export const addressesOf = (
  company: TCompanyRow,
  mailbox: TAddress | null,
): Pick<TCompanyProfile, 'mailingAddress' | 'principalAddress'> => {
  const saved = company.mailingAddress;
  return {
    mailingAddress: saved
      ? saved.useOurs
        ? { provider: 'ours', address: mailbox }
        : { provider: 'theirs', address: saved.address }
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
