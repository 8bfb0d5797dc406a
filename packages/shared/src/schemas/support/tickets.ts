import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { companyId } from './message-fields';
import {
  SUPPORT_ABOUT_KINDS,
  SUPPORT_AUTHORS,
  SUPPORT_CATEGORIES,
  SUPPORT_LIST_STATUSES,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
} from './ticket-enums';

/** A ticket as the customer reads it: never staff's internal notes. */
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

export const ZSupportListResponse = successEnvelope(ZSupportList);
export const ZSupportTicketResponse = successEnvelope(ZSupportTicket);
export const ZSupportAttachmentsResponse = successEnvelope(z.array(ZSupportAttachment));
export const ZSupportAboutResponse = successEnvelope(ZSupportAboutPreview);
