import type { TAddressInput } from '@charterline/shared/schemas/address';
import type { TOwner } from '@charterline/shared/schemas/company';
import { emptyAddress } from './address-fields';

// The owners and their percentages as a form edits them: the formation owners step, Bring
// your LLC (decision 0113) and the members change of LLC Management share them.

export type TOwnerDraft = {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: "33,5" and "33.5" both read as 33.5. */
  percentage: string;
  address: TAddressInput;
};

export const ownerDraft = (o: Partial<TOwnerDraft> = {}): TOwnerDraft => ({
  firstName: '',
  lastName: '',
  email: '',
  percentage: '',
  address: emptyAddress(''),
  ...o,
});

/** A percentage as typed, in hundredths of a percent (0 when it is not a number). */
export const hundredths = (p: string) => Math.round(Number(p.replace(',', '.')) * 100) || 0;

/** The owners as the API takes them. */
export const ownersBody = (owners: TOwnerDraft[]): TOwner[] =>
  owners.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercentage: Number(o.percentage.replace(',', '.')),
    address: o.address as TOwner['address'],
  }));

/** The drafts to start from: the saved owners, else the signed-in customer with 100%. */
export const ownerDrafts = (
  saved: readonly {
    firstName: string;
    lastName: string;
    email: string;
    ownershipPercentage: number;
    address: TAddressInput;
  }[],
  user: { firstName: string; lastName: string; email: string } | null | undefined,
): TOwnerDraft[] =>
  saved.length > 0
    ? saved.map((o) =>
        ownerDraft({ ...o, percentage: String(o.ownershipPercentage), address: { ...o.address } }),
      )
    : [
        ownerDraft({
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          email: user?.email ?? '',
          percentage: '100',
        }),
      ];
