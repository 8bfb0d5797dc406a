import type { TCompanyNameType } from '@charterline/shared/enums';
import type { TAddress, TAddressInput } from '@charterline/shared/schemas/address';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import type {
  TChangeKind,
  TManagement,
  TProposedChangeInput,
} from '@charterline/shared/schemas/company-changes';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { emptyAddress } from '@/components/forms/address-fields';
import {
  ownerDraft,
  ownerDrafts,
  ownersBody,
  type TOwnerDraft,
} from '@/components/forms/owner-drafts';

/** What a change's form holds: every kind's fields, each kind reading its own. */
export type TChangeDraft = {
  companyName: string;
  designation: string;
  address: TAddressInput;
  owners: TOwnerDraft[];
  management: TManagement;
  managers: { name: string }[];
  agent: 'ours' | 'own';
  name: string;
  email: string;
  fiscalYearEndMonth: string;
  effectiveDate: string;
  reason: string;
  note: string;
};

const addressDraft = (address: TAddress | null | undefined): TAddressInput => ({
  ...emptyAddress('US'),
  ...(address ?? {}),
});

/** The members as the profile names them, when the owners' full details are not at hand. */
const membersAsDrafts = (profile: TCompanyProfile): TOwnerDraft[] =>
  profile.members.map((m) => {
    const [firstName = '', ...rest] = m.name.split(' ');
    return ownerDraft({
      firstName,
      lastName: rest.join(' '),
      percentage: String(m.ownershipPercentage),
      address: emptyAddress(m.country),
    });
  });

/** The form starts from what the company has on file (the kind being changed among it). */
export const changeDraft = (
  kind: TChangeKind,
  profile: TCompanyProfile,
  details: TCompanyDetails | undefined,
): TChangeDraft => {
  const agent = profile.registeredAgent;
  const ownAgent = agent?.provider === 'theirs';
  const savedOwners = details?.owners ?? [];
  return {
    companyName: profile.companyName ?? '',
    designation: profile.designation ?? 'LLC',
    address: addressDraft(
      kind === 'MAILING_ADDRESS'
        ? profile.mailingAddress?.provider === 'theirs'
          ? profile.mailingAddress.address
          : null
        : profile.principalAddress,
    ),
    owners:
      savedOwners.length > 0
        ? ownerDrafts(savedOwners, null)
        : profile.members.length > 0
          ? membersAsDrafts(profile)
          : [ownerDraft({ percentage: '100' })],
    management: profile.management,
    managers: profile.managers.map((m) => ({ name: m.name })),
    // A change of agent is to another one: the form starts on the choice the company does not
    // have (its own agent: ours; ours: a new agent of its own, not named yet).
    agent: ownAgent ? 'ours' : 'own',
    name: '',
    ...(kind === 'REGISTERED_AGENT' ? { address: addressDraft(null) } : {}),
    email: profile.contactEmail,
    fiscalYearEndMonth: String(profile.fiscalYearEndMonth),
    effectiveDate: '',
    reason: '',
    note: '',
  };
};

const optionalText = (value: string) => (value.trim() ? value : undefined);

/** The change as the API takes it (the shared schema checks it, on both sides). */
export const changeBody = (kind: TChangeKind, d: TChangeDraft): TProposedChangeInput => {
  switch (kind) {
    case 'LEGAL_NAME':
      return {
        kind,
        companyName: d.companyName,
        designation: d.designation as TCompanyNameType,
      };
    case 'PRINCIPAL_ADDRESS':
    case 'MAILING_ADDRESS':
      return { kind, address: d.address };
    case 'MEMBERS':
      return { kind, owners: ownersBody(d.owners) };
    case 'MANAGERS':
      return {
        kind,
        management: d.management,
        managers: d.management === 'MANAGER_MANAGED' ? d.managers : [],
      };
    case 'REGISTERED_AGENT':
      return d.agent === 'ours'
        ? { kind, useOurs: true }
        : { kind, useOurs: false, name: d.name, address: { ...d.address, country: 'US' } };
    case 'CONTACT_EMAIL':
      return { kind, email: d.email.trim() };
    case 'FISCAL_YEAR':
      return { kind, fiscalYearEndMonth: Number(d.fiscalYearEndMonth) };
    case 'CLOSURE':
      return {
        kind,
        effectiveDate: optionalText(d.effectiveDate),
        reason: optionalText(d.reason),
      };
    case 'REINSTATEMENT':
      return { kind, note: optionalText(d.note) };
  }
};
