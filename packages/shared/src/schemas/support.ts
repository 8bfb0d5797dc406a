import { z } from 'zod';
import { successEnvelope } from './envelope';
import { ZLegalFact } from './legal-facts';

/**
 * Support (issue 24, decision 0160): tickets about a company, each a conversation between the
 * customer and our staff, optionally about one thing of the company (a letter, a service…).
 * Staff's internal notes live beside the messages and never appear in any of these shapes.
 */
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

export const SUPPORT_REOPEN_DAYS = 30;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 10_000;
export const SUPPORT_ATTACHMENTS_MAX = 5;
export const SUPPORT_RATING_COMMENT_MAX = 1_000;

const companyId = z.uuid().optional();

export const ZSupportAbout = z.object({
  kind: z.enum(SUPPORT_ABOUT_KINDS),
  id: z.string(),
  /** In words ("Letter from IRS, 3 Nov 2026"); null when the thing is gone. */
  label: z.string().nullable(),
  /** Where it is in the portal ("/dashboard/communication?item=…"); null when gone. */
  href: z.string().nullable(),
});
export type TSupportAbout = z.infer<typeof ZSupportAbout>;

export const ZSupportAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TSupportAttachment = z.infer<typeof ZSupportAttachment>;

export const SUPPORT_AUTHORS = ['customer', 'staff', 'system'] as const;
export type TSupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export const ZSupportMessage = z.object({
  id: z.uuid(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The customer's or the staff member's first name; "Charterline" for the system. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  attachments: z.array(ZSupportAttachment),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportTicketSummary = z.object({
  id: z.uuid(),
  /** The number we and the customer quote ("#1042"). */
  number: z.number().int(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(SUPPORT_STATUSES),
  about: ZSupportAbout.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastMessageAt: z.iso.datetime({ offset: true }),
  lastMessageBy: z.enum(SUPPORT_AUTHORS),
  /** A staff or system message the customer has not seen. */
  unread: z.boolean(),
  /** While we owe an answer: when it is due ("We answer by …"); otherwise null. */
  answerBy: z.iso.datetime({ offset: true }).nullable(),
  /** While resolved or closed: the last moment it can be reopened; otherwise null. */
  reopenUntil: z.iso.datetime({ offset: true }).nullable(),
  /** 1–5 once rated. */
  rating: z.number().int().min(1).max(5).nullable(),
});
export type TSupportTicketSummary = z.infer<typeof ZSupportTicketSummary>;

export const ZSupportTicket = ZSupportTicketSummary.extend({
  ratingComment: z.string().nullable(),
  /** Oldest first. Never staff's internal notes. */
  messages: z.array(ZSupportMessage),
  /** What the customer may do now (the page shows only these). */
  can: z.object({
    reply: z.boolean(),
    /** Say it is settled (status resolved). */
    resolve: z.boolean(),
    close: z.boolean(),
    reopen: z.boolean(),
    rate: z.boolean(),
  }),
});
export type TSupportTicket = z.infer<typeof ZSupportTicket>;

/** GET …/support/tickets: one page, newest activity first, with the two tabs' counts. */
export const ZSupportListQuery = z.object({
  companyId,
  status: z.enum(SUPPORT_LIST_STATUSES).default('active'),
  /** Words of the subject, or a ticket number ("1042" or "#1042"). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TSupportListQuery = z.infer<typeof ZSupportListQuery>;

export const ZSupportList = z.object({
  items: z.array(ZSupportTicketSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ active: z.number().int(), done: z.number().int() }),
});
export type TSupportList = z.infer<typeof ZSupportList>;

const body = z
  .string()
  .trim()
  .min(1, 'Write your message')
  .max(SUPPORT_BODY_MAX, `Keep it under ${SUPPORT_BODY_MAX.toLocaleString('en-US')} characters`);
const attachmentIds = z
  .array(z.uuid())
  .max(SUPPORT_ATTACHMENTS_MAX, `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files`)
  .default([]);

/** POST …/support/tickets. Attachments are uploaded first (…/support/attachments). */
export const ZSupportTicketCreate = z.object({
  subject: z
    .string()
    .trim()
    .min(3, 'Enter a subject')
    .max(SUPPORT_SUBJECT_MAX, `Keep the subject under ${SUPPORT_SUBJECT_MAX} characters`),
  category: z.enum(SUPPORT_CATEGORIES),
  priority: z.enum(SUPPORT_CUSTOMER_PRIORITIES).default('normal'),
  body,
  about: z
    .object({ kind: z.enum(SUPPORT_ABOUT_KINDS), id: z.string().trim().min(1).max(100) })
    .optional(),
  attachmentIds,
});
export type TSupportTicketCreate = z.input<typeof ZSupportTicketCreate>;

/** POST …/support/tickets/{id}/messages. */
export const ZSupportReply = z.object({ body, attachmentIds });
export type TSupportReply = z.input<typeof ZSupportReply>;

/** POST …/support/tickets/{id}/rating: after it is resolved. */
export const ZSupportRating = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(SUPPORT_RATING_COMMENT_MAX).optional(),
});
export type TSupportRating = z.infer<typeof ZSupportRating>;

/** GET …/support/about?kind=&id=: what a ticket opened from that page will be about. */
export const ZSupportAboutQuery = z.object({
  companyId,
  kind: z.enum(SUPPORT_ABOUT_KINDS),
  id: z.string().trim().min(1).max(100),
});
export const ZSupportAboutPreview = ZSupportAbout.extend({
  /** The category a ticket about it most likely has (mail for a letter…). */
  category: z.enum(SUPPORT_CATEGORIES),
});
export type TSupportAboutPreview = z.infer<typeof ZSupportAboutPreview>;

/** A help article; its body in blocks (no HTML travels): paragraphs, lists, subheadings. */
export const ZHelpBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('h'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);
export type THelpBlock = z.infer<typeof ZHelpBlock>;
export const ZHelpArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
});
export type THelpArticleSummary = z.infer<typeof ZHelpArticleSummary>;
export const ZHelpArticle = ZHelpArticleSummary.extend({
  blocks: z.array(ZHelpBlock),
  /** The day its words were last reviewed (ISO date). */
  reviewedOn: z.iso.date(),
  /**
   * The facts about the law it names (fees, dates, numbers), from the facts table with their
   * source and the day each was checked (issue 35): the figures in its text are these.
   */
  facts: z.array(ZLegalFact),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;
/**
 * An article as written in the API's source: its figures are `{{fact key}}` placeholders the
 * API fills from the facts table, and lists them in `facts`.
 */
export type THelpArticleSource = Omit<THelpArticle, 'facts'>;
/** GET …/support/articles?q=: the best matches for a subject (all of them without q). */
export const ZHelpArticleQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** GET …/support/hours: when we answer, and by when a ticket sent now would be answered. */
export const ZSupportHours = z.object({
  timeZone: z.string(),
  /** In words: "Monday to Friday, 9:00–18:00 (New York time), except US federal holidays". */
  schedule: z.string(),
  firstAnswerHours: z.number(),
  answerByIfSentNow: z.iso.datetime({ offset: true }),
});
export type TSupportHours = z.infer<typeof ZSupportHours>;

export const ZSupportListResponse = successEnvelope(ZSupportList);
export const ZSupportTicketResponse = successEnvelope(ZSupportTicket);
export const ZSupportAttachmentsResponse = successEnvelope(z.array(ZSupportAttachment));
export const ZSupportAboutResponse = successEnvelope(ZSupportAboutPreview);
export const ZHelpArticlesResponse = successEnvelope(z.array(ZHelpArticleSummary));
export const ZHelpArticleResponse = successEnvelope(ZHelpArticle);
export const ZSupportHoursResponse = successEnvelope(ZSupportHours);

/** Ops (staff): a ticket as staff see it, internal notes included. */
export const ZOpsSupportMessage = ZSupportMessage.extend({ internal: z.boolean() });
export const ZOpsSupportTicket = ZSupportTicketSummary.extend({
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  assignee: z.string().nullable(),
  /** When our answer is due (null when we owe none). */
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  messages: z.array(ZOpsSupportMessage),
});
export type TOpsSupportTicket = z.infer<typeof ZOpsSupportTicket>;
export const ZOpsSupportListQuery = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'awaiting', 'all']).default('awaiting'),
  company: z.uuid().optional(),
  assignee: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const ZOpsSupportReply = z.object({
  body,
  /** The staff member's name the customer sees ("Maria"). */
  author: z.string().trim().min(1).max(60),
  attachmentIds,
  /** After replying: waiting on the customer (default) or resolved. */
  status: z.enum(['waiting_on_customer', 'resolved']).default('waiting_on_customer'),
});
export const ZOpsSupportNote = z.object({ body, author: z.string().trim().min(1).max(60) });
export const ZOpsSupportPatch = z
  .object({
    status: z.enum(SUPPORT_STATUSES).optional(),
    priority: z.enum(SUPPORT_PRIORITIES).optional(),
    assignee: z.string().trim().max(100).nullable().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change');
