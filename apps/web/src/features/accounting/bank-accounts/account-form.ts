import {
  ZLedgerAccountInput,
  type TLedgerAccount,
  type TLedgerAccountInput,
} from '@charterline/shared/schemas/accounting';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { majorFromMinor, signedMinorFromMajor } from '../components/problems';

/** The currencies most of our customers bank in first, then the others a US LLC meets. */
export const ACCOUNT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'AED',
  'BRL',
  'CHF',
  'CNY',
  'DKK',
  'HKD',
  'INR',
  'JPY',
  'MXN',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'ZAR',
] as const;

/** What the dialog holds: text as typed. */
export type TAccountDraft = {
  name: string;
  kind: 'bank' | 'card';
  institution: string;
  last4: string;
  currency: string;
  openingBalance: string;
  openingDate: string;
};

export const draftOf = (account: TLedgerAccount | null, today: string): TAccountDraft =>
  account
    ? {
        name: account.name,
        kind: account.kind,
        institution: account.institution ?? '',
        last4: account.last4 ?? '',
        currency: account.currency,
        openingBalance: majorFromMinor(account.openingBalance, account.currency),
        openingDate: account.openingDate,
      }
    : {
        name: '',
        kind: 'bank',
        institution: '',
        last4: '',
        currency: 'USD',
        openingBalance: '0.00',
        openingDate: today,
      };

/** The draft as the API takes it, or the errors by field. */
export const readDraft = (
  draft: TAccountDraft,
): { input: TLedgerAccountInput } | { errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const opening = draft.openingBalance.trim()
    ? signedMinorFromMajor(draft.openingBalance, draft.currency)
    : 0;
  if (opening === null)
    errors.openingBalance = `Enter an amount like ${formatMinor(123_450, draft.currency)} (a card owing money: -${majorFromMinor(50_000, draft.currency)})`;
  const input = {
    name: draft.name,
    kind: draft.kind,
    institution: draft.institution.trim() || null,
    last4: draft.last4.trim() || null,
    currency: draft.currency,
    openingBalance: opening ?? 0,
    openingDate: draft.openingDate,
  };
  const parsed = ZLedgerAccountInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= field === 'openingDate' ? 'Enter the opening date' : issue.message;
    }
  return Object.keys(errors).length > 0 ? { errors } : { input };
};
