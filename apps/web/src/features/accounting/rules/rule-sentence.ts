import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TLedgerAccount, TRule } from '@charterline/shared/schemas/accounting';

type TRuleLike = Pick<
  TRule,
  | 'descriptionContains'
  | 'direction'
  | 'amountMin'
  | 'amountMax'
  | 'accountId'
  | 'categoryName'
  | 'counterparty'
>;

/**
 * A rule read as a sentence: "When the description contains “STRIPE” and money comes in →
 * Sales". Amounts are in the account's currency (USD when the rule is for any account).
 */
export const ruleSentence = (rule: TRuleLike, accounts: readonly TLedgerAccount[] = []): string => {
  const account = accounts.find((a) => a.id === rule.accountId);
  const currency = account?.currency ?? 'USD';
  const money = (minor: number) => formatMinor(minor, currency);
  const conditions: string[] = [];
  if (rule.descriptionContains)
    conditions.push(`the description contains “${rule.descriptionContains}”`);
  if (rule.direction === 'in') conditions.push('money comes in');
  if (rule.direction === 'out') conditions.push('money goes out');
  if (rule.amountMin != null && rule.amountMax != null)
    conditions.push(`the amount is between ${money(rule.amountMin)} and ${money(rule.amountMax)}`);
  else if (rule.amountMin != null)
    conditions.push(`the amount is at least ${money(rule.amountMin)}`);
  else if (rule.amountMax != null)
    conditions.push(`the amount is at most ${money(rule.amountMax)}`);
  if (rule.accountId) conditions.push(`it is in ${account?.name ?? 'an account'}`);
  const then = rule.counterparty
    ? `${rule.categoryName}, counterparty “${rule.counterparty}”`
    : rule.categoryName;
  return `When ${conditions.join(' and ')} → ${then}`;
};
