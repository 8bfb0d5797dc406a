import { z } from 'zod';
import { ZAddress } from './address';
import { successEnvelope } from './envelope';

/**
 * Communication, mail (issue 23, decision 0154): letters staff receive at the company's US
 * mailing address, recorded with `npm run ops -- mail record`, read, acted on and escalated.
 */
export const MAIL_CATEGORIES = ['irs', 'state', 'bank', 'legal', 'marketing', 'other'] as const;
export type TMailCategory = (typeof MAIL_CATEGORIES)[number];

/** The words of each category, as the inbox, the filters and the ops CLI name them. */
export const MAIL_CATEGORY_LABELS: Record<TMailCategory, string> = {
  irs: 'IRS',
  state: 'State',
  bank: 'Bank',
  legal: 'Legal / service of process',
  marketing: 'Marketing',
  other: 'Other',
};

/**
 * Where an item is listed. The inbox lists every letter not archived; the stored folder of a
 * letter with nothing special about it is `inbox`. `action_required` (an urgent letter not opened, a
 * forwarding waiting for payment), `pending` (a request staff have not completed), `done`
 * (the last request completed), `archived` (put away by the customer). The server decides
 * every folder but `archived`, which the customer moves items in and out of.
 */
export const MAIL_FOLDERS = ['inbox', 'action_required', 'pending', 'done', 'archived'] as const;
export type TMailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_FOLDER_LABELS: Record<TMailFolder, string> = {
  inbox: 'Inbox',
  action_required: 'Action required',
  pending: 'Pending',
  done: 'Done',
  archived: 'Archived',
};

/**
 * What the customer may ask of a letter; each becomes a request staff complete.
 * `open_scan` (only the envelope was imaged), `forward` (to a saved address: the shipping fee
 * through checkout unless the unlimited plan covers it), `shred`, `recycle`, `hold` (for
 * pickup), `unlock` (a letter that arrived while the address was not paid: MAIL_UNLOCK).
 */
export const MAIL_ACTIONS = ['open_scan', 'forward', 'shred', 'recycle', 'hold', 'unlock'] as const;
export type TMailAction = (typeof MAIL_ACTIONS)[number];
export const MAIL_ACTION_LABELS: Record<TMailAction, string> = {
  open_scan: 'Open and scan',
  forward: 'Forward',
  shred: 'Shred',
  recycle: 'Recycle',
  hold: 'Hold for pickup',
  unlock: 'Unlock',
};

/** A request's life: paid ones wait for payment first; staff complete or cancel them. */
export const MAIL_REQUEST_STATUSES = [
  'awaiting_payment',
  'requested',
  'completed',
  'cancelled',
] as const;
export type TMailRequestStatus = (typeof MAIL_REQUEST_STATUSES)[number];

/** Checkout metadata naming the mail request a payment is for (like changeRequestId). */
export const MAIL_REQUEST_METADATA_KEY = 'mailRequestId';

export const ZMailRequest = z.object({
  id: z.string(),
  action: z.enum(MAIL_ACTIONS),
  status: z.enum(MAIL_REQUEST_STATUSES),
  /** forward: where to (a copy of the saved address when asked). */
  forwardTo: ZAddress.extend({ name: z.string() }).nullable(),
  /** forward: the carrier's tracking reference staff entered when they shipped it. */
  tracking: z.string().nullable(),
  /** forward: true when the unlimited plan paid for the shipping. */
  coveredByPlan: z.boolean(),
  /** "customer", "rule" (a mail rule asked for it) or "staff". */
  requestedBy: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TMailRequest = z.infer<typeof ZMailRequest>;

/** A compliance deadline an IRS or state letter is probably about. */
export const ZMailObligationLink = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
});

export const ZMailItem = z.object({
  id: z.string(),
  sender: z.string(),
  category: z.enum(MAIL_CATEGORIES),
  /** The day it reached our facility (YYYY-MM-DD). */
  receivedOn: z.string(),
  pages: z.number().int().nonnegative().nullable(),
  urgent: z.boolean(),
  folder: z.enum(MAIL_FOLDERS),
  /** Arrived while the mailing address was not paid: sender and envelope only until unlocked. */
  locked: z.boolean(),
  hasEnvelope: z.boolean(),
  /** The scan's document in the vault (null until scanned, or while locked). */
  scanDocumentId: z.string().nullable(),
  readAt: z.string().nullable(),
  /** When the customer first opened the scan (stops the urgent-mail reminders). */
  openedAt: z.string().nullable(),
  /** The request not yet completed or cancelled, if any (one at a time). */
  openRequest: ZMailRequest.nullable(),
  obligation: ZMailObligationLink.nullable(),
  createdAt: z.string(),
});
export type TMailItem = z.infer<typeof ZMailItem>;

/** One item with its whole request history (newest first). */
export const ZMailItemDetail = ZMailItem.extend({ requests: z.array(ZMailRequest) });
export type TMailItemDetail = z.infer<typeof ZMailItemDetail>;

const companyId = z.uuid().optional();

/** GET …/mail/items: one folder, optionally searched by sender, a page at a time. */
export const ZMailListQuery = z.object({
  companyId,
  folder: z.enum(MAIL_FOLDERS).default('inbox'),
  q: z.string().trim().max(100).optional(),
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

export const ZMailList = z.object({
  items: z.array(ZMailItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many items each folder holds, and how many are unread, for the folder list. */
  folders: z.array(
    z.object({ folder: z.enum(MAIL_FOLDERS), total: z.number().int(), unread: z.number().int() }),
  ),
});
export type TMailList = z.infer<typeof ZMailList>;

/** PATCH …/mail/items/{id}: read or unread; archive or back to the folder it belongs in. */
export const ZMailItemPatch = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((p) => p.read !== undefined || p.archived !== undefined, 'Nothing to change');
export type TMailItemPatch = z.infer<typeof ZMailItemPatch>;

/** POST …/mail/items/{id}/requests: ask for one action (forward names a saved address). */
export const ZMailRequestCreate = z.object({
  action: z.enum(MAIL_ACTIONS),
  forwardingAddressId: z.uuid().optional(),
  note: z.string().trim().max(500).optional(),
});
export type TMailRequestCreate = z.infer<typeof ZMailRequestCreate>;

/**
 * The answer to a request: the item as it now stands and, when the request must be paid
 * first, what to put in the checkout (`items`, `metadata`).
 */
export const ZMailRequestResult = z.object({
  item: ZMailItemDetail,
  checkout: z
    .object({ items: z.array(z.string()), metadata: z.record(z.string(), z.string()) })
    .nullable(),
});
export type TMailRequestResult = z.infer<typeof ZMailRequestResult>;

/** POST …/mail/bulk: one action (or read/unread/archive) on up to 100 items. */
export const MAIL_BULK_ACTIONS = [
  'read',
  'unread',
  'archive',
  'unarchive',
  'shred',
  'recycle',
  'open_scan',
] as const;
export type TMailBulkAction = (typeof MAIL_BULK_ACTIONS)[number];
export const ZMailBulk = z.object({
  action: z.enum(MAIL_BULK_ACTIONS),
  ids: z.array(z.uuid()).min(1).max(100),
});
export type TMailBulk = z.infer<typeof ZMailBulk>;
/** How many items changed, and why the others did not (one line per reason). */
export const ZMailBulkResult = z.object({
  changed: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type TMailBulkResult = z.infer<typeof ZMailBulkResult>;

/** A saved address letters are forwarded to. */
export const ZForwardingAddressInput = ZAddress.extend({
  name: z.string().trim().min(1, 'Enter who it is for').max(200),
});
export type TForwardingAddressInput = z.input<typeof ZForwardingAddressInput>;
export const ZForwardingAddress = ZForwardingAddressInput.extend({
  id: z.string(),
  line2: z.string().optional(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  createdAt: z.string(),
});
export type TForwardingAddress = z.infer<typeof ZForwardingAddress>;

/**
 * A mail rule: letters of one category get an action. `afterDays` null: as soon as the
 * letter is recorded ("always scan the IRS"); a number: that many days after it arrived,
 * unless the customer acted first ("shred marketing after 30 days"). Rules never forward
 * (forwarding costs money) and never act on urgent letters.
 */
export const MAIL_RULE_ACTIONS = ['open_scan', 'shred', 'recycle', 'archive'] as const;
export type TMailRuleAction = (typeof MAIL_RULE_ACTIONS)[number];
export const ZMailRuleInput = z.object({
  category: z.enum(MAIL_CATEGORIES),
  action: z.enum(MAIL_RULE_ACTIONS),
  afterDays: z.number().int().min(1).max(365).nullable(),
});
export type TMailRuleInput = z.infer<typeof ZMailRuleInput>;
export const ZMailRule = ZMailRuleInput.extend({
  id: z.string(),
  createdAt: z.string(),
  /** How many letters it has acted on. */
  applied: z.number().int(),
});
export type TMailRule = z.infer<typeof ZMailRule>;
/** PATCH …/mail/rules/{id}: a new action or delay (the category stays; delete to change it). */
export const ZMailRulePatch = ZMailRuleInput.pick({ action: true, afterDays: true })
  .partial()
  .refine((p) => p.action !== undefined || p.afterDays !== undefined, 'Nothing to change');
export type TMailRulePatch = z.infer<typeof ZMailRulePatch>;

/**
 * The mailbox: our facility's address with the company's suite, whether it is active (the
 * mailing address is the company's), whether forwarding is unlimited, and the usage note.
 */
export const ZMailbox = z.object({
  active: z.boolean(),
  /** The lines exactly as senders should write them (null while not active). */
  address: z
    .object({
      recipient: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
    })
    .nullable(),
  unlimitedForwarding: z.boolean(),
  /** Prices (cents) of what the customer may have to buy here. */
  prices: z.object({ forwarding: z.number().int(), unlock: z.number().int() }),
});
export type TMailbox = z.infer<typeof ZMailbox>;

export const ZMailboxResponse = successEnvelope(ZMailbox);
export const ZMailListResponse = successEnvelope(ZMailList);
export const ZMailItemResponse = successEnvelope(ZMailItemDetail);
export const ZMailRequestResultResponse = successEnvelope(ZMailRequestResult);
export const ZMailBulkResponse = successEnvelope(ZMailBulkResult);
export const ZForwardingAddressesResponse = successEnvelope(z.array(ZForwardingAddress));
export const ZForwardingAddressResponse = successEnvelope(ZForwardingAddress);
export const ZMailRulesResponse = successEnvelope(z.array(ZMailRule));
export const ZMailRuleResponse = successEnvelope(ZMailRule);

/** Ops: the fields of `mail record` (multipart, beside `envelope` and optional `scan` files). */
export const ZMailRecordFields = z.object({
  sender: z.string().trim().min(1, 'Enter the sender').max(200),
  category: z.enum(MAIL_CATEGORIES),
  receivedOn: z.iso.date(),
  pages: z.coerce.number().int().min(0).max(2000).optional(),
  urgent: z.enum(['true', 'false']).default('false'),
});
export type TMailRecordFields = z.infer<typeof ZMailRecordFields>;
