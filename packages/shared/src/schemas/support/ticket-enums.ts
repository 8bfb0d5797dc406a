export const SUPPORT_CATEGORIES = [
  'formation',
  'ein',
  'compliance',
  'mail',
  'billing',
  'invoicing',
  'accounting',
  'account',
  'other',
] as const;
export type TSupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<TSupportCategory, string> = {
  formation: 'Formation',
  ein: 'EIN',
  compliance: 'Compliance',
  mail: 'Mail',
  billing: 'Billing',
  invoicing: 'Invoicing',
  accounting: 'Accounting',
  account: 'Account',
  other: 'Other',
};

/** `urgent` is ours to set (staff, or the system for an urgent letter left unopened). */
export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TSupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const SUPPORT_PRIORITY_LABELS: Record<TSupportPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
/** What a customer may choose when opening a ticket. */
export const SUPPORT_CUSTOMER_PRIORITIES = ['low', 'normal', 'high'] as const;

/**
 * A ticket's life. `open`: new, nobody has answered yet. `waiting_on_us`: the customer wrote
 * after our answer (or reopened it). `waiting_on_customer`: we answered. `resolved`: staff
 * (or the customer) say it is settled; the customer may rate it, reply or reopen it.
 * `closed`: finished; reopenable within SUPPORT_REOPEN_DAYS of being resolved or closed.
 */
export const SUPPORT_STATUSES = [
  'open',
  'waiting_on_us',
  'waiting_on_customer',
  'resolved',
  'closed',
] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<TSupportStatus, string> = {
  open: 'Open',
  waiting_on_us: 'Waiting on us',
  waiting_on_customer: 'Waiting on you',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** The statuses in which we owe an answer (the due time and "We answer by …" show). */
export const SUPPORT_AWAITING_US: readonly TSupportStatus[] = ['open', 'waiting_on_us'];
/** The list's two tabs: still going, and resolved or closed. */
export const SUPPORT_LIST_STATUSES = ['active', 'done', 'all'] as const;
export type TSupportListStatus = (typeof SUPPORT_LIST_STATUSES)[number];

/** What a ticket can be about; opening a ticket from that thing's page fills this in. */
export const SUPPORT_ABOUT_KINDS = [
  'service',
  'obligation',
  'mail_item',
  'invoice',
  'receipt',
] as const;
export type TSupportAboutKind = (typeof SUPPORT_ABOUT_KINDS)[number];

export const SUPPORT_AUTHORS = ['customer', 'staff', 'system'] as const;
export type TSupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export const SUPPORT_REOPEN_DAYS = 30;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 10_000;
export const SUPPORT_ATTACHMENTS_MAX = 5;
export const SUPPORT_RATING_COMMENT_MAX = 1_000;
