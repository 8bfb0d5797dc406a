import type {
  TMailCategory,
  TMailRequest,
  TMailRuleAction,
  TMailRuleInput,
} from '@charterline/shared/schemas/mail';
import { MAIL_ACTION_LABELS } from '@charterline/shared/schemas/mail';
import { formatDay } from '@charterline/shared/format';

/** The letters of a category as a sentence names them ("letters from the IRS"). */
export const CATEGORY_LETTERS: Record<TMailCategory, string> = {
  irs: 'letters from the IRS',
  state: 'letters from your state',
  bank: 'letters from your bank',
  legal: 'legal letters',
  marketing: 'marketing letters',
  other: 'other letters',
};

const RULE_VERBS: Record<TMailRuleAction, string> = {
  open_scan: 'Scan',
  shred: 'Shred',
  recycle: 'Recycle',
  archive: 'Archive',
};

/** "Shred marketing letters 30 days after they arrive"; "Scan letters from the IRS as soon as they arrive". */
export const ruleSentence = (rule: TMailRuleInput): string => {
  const when =
    rule.afterDays === null
      ? 'as soon as they arrive'
      : `${rule.afterDays} day${rule.afterDays === 1 ? '' : 's'} after they arrive`;
  return `${RULE_VERBS[rule.action]} ${CATEGORY_LETTERS[rule.category]} ${when}`;
};

export const RULE_ACTION_LABELS: Record<TMailRuleAction, string> = {
  open_scan: 'Open and scan',
  shred: 'Shred',
  recycle: 'Recycle',
  archive: 'Archive',
};

const STATUS_WORDS: Record<TMailRequest['status'], string> = {
  awaiting_payment: 'waiting for payment',
  requested: 'asked, our team will do it',
  completed: 'done',
  cancelled: 'cancelled',
};

/** One line of a letter's history: "Forward — done 4 Nov 2026 (tracking 1Z…)". */
export const requestLine = (r: TMailRequest): string => {
  const day = r.completedAt ?? r.cancelledAt ?? r.createdAt;
  const by = r.requestedBy === 'rule' ? ' by a mail rule' : '';
  const parts = [
    `${MAIL_ACTION_LABELS[r.action]}${by}: ${STATUS_WORDS[r.status]} ${formatDay(day)}`,
  ];
  if (r.forwardTo) parts.push(`to ${r.forwardTo.name}, ${r.forwardTo.city}`);
  if (r.coveredByPlan) parts.push('shipping covered by your plan');
  if (r.tracking) parts.push(`tracking ${r.tracking}`);
  return parts.join(' · ');
};

/** What an open request means to the customer, shown on the letter. */
export const openRequestText = (r: TMailRequest): string =>
  r.status === 'awaiting_payment'
    ? `${MAIL_ACTION_LABELS[r.action]} is waiting for payment.`
    : `${MAIL_ACTION_LABELS[r.action]} asked ${formatDay(r.createdAt)}: our team will do it shortly.`;

/** After one of these is done the letter is gone from our facility (as the API's FINAL_ACTIONS). */
export const FINAL_ACTIONS: readonly TMailRequest['action'][] = ['forward', 'shred', 'recycle'];

/** The request that sent the letter away for good (forwarded, shredded, recycled), if any. */
export const finalRequestOf = (requests: readonly TMailRequest[]): TMailRequest | null =>
  requests.find((r) => r.status === 'completed' && FINAL_ACTIONS.includes(r.action)) ?? null;

/**
 * What happened to a letter that is gone: "Forwarded on 5 Nov 2026 to Jane Doe, Paris.
 * Tracking number: 1Z…", "Shredded on 5 Nov 2026. …".
 */
export const goneText = (r: TMailRequest): string => {
  const day = formatDay(r.completedAt ?? r.createdAt);
  if (r.action === 'forward') {
    const to = r.forwardTo ? ` to ${r.forwardTo.name}, ${r.forwardTo.city}` : '';
    const tracking = r.tracking
      ? ` Tracking number: ${r.tracking}.`
      : ' The carrier gave no tracking number.';
    return `Forwarded on ${day}${to}.${tracking}`;
  }
  const done = r.action === 'shred' ? 'Shredded' : 'Recycled';
  return `${done} on ${day}. The envelope image and any scan stay here.`;
};

/** The product a paid request is checked out with (the answer's checkout, asked again). */
export const CHECKOUT_ITEMS: Partial<Record<TMailRequest['action'], string>> = {
  forward: 'mail-forwarding-shipping',
  unlock: 'mail-unlock',
};

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
