import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZCurrency } from '../invoicing/currency';
import { ZCsvMapping } from './csv-mapping';
import { ZBoundedAmount, ZIsoDay } from './fields';

/** The company's bank and card accounts, each in its own currency. */
export const ACCOUNT_KINDS = ['bank', 'card'] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<TAccountKind, string> = {
  bank: 'Bank account',
  card: 'Credit card',
};

/** The account's fields without defaults (a patch must not reset what it does not name). */
const ledgerAccountFields = {
  name: z.string().trim().min(1, 'Name the account, e.g. Mercury Checking').max(100),
  kind: z.enum(ACCOUNT_KINDS),
  institution: z.string().trim().max(100).nullable().optional(),
  currency: ZCurrency,
  last4: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the last 4 digits')
    .nullable()
    .optional(),
  /** The balance on the opening date, before any transaction in the books. */
  openingBalance: ZBoundedAmount,
  openingDate: ZIsoDay,
};
export const ZLedgerAccountInput = z.object({
  ...ledgerAccountFields,
  kind: ledgerAccountFields.kind.default('bank'),
  currency: ledgerAccountFields.currency.default('USD'),
  openingBalance: ledgerAccountFields.openingBalance.default(0),
});
export type TLedgerAccountInput = z.input<typeof ZLedgerAccountInput>;
/**
 * Renaming, archiving; the currency never changes once there are transactions. Built from the
 * fields without defaults: `.partial()` of the input would fill kind/currency/openingBalance.
 */
export const ZLedgerAccountPatch = z
  .object(ledgerAccountFields)
  .partial()
  .extend({ archived: z.boolean().optional() });
export type TLedgerAccountPatch = z.input<typeof ZLedgerAccountPatch>;

export const ZLedgerAccount = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  institution: z.string().nullable(),
  currency: z.string(),
  last4: z.string().nullable(),
  openingBalance: z.number().int(),
  openingDate: z.string(),
  /** Opening balance plus every transaction of the account (splits do not change it). */
  balance: z.number().int(),
  transactionCount: z.number().int(),
  lastTransactionOn: z.string().nullable(),
  /** The CSV mapping the last import used, offered again on the next one. */
  mapping: ZCsvMapping.nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;
export const ZLedgerAccountsResponse = successEnvelope(z.array(ZLedgerAccount));
export const ZLedgerAccountResponse = successEnvelope(ZLedgerAccount);
