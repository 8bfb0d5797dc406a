import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TSupportAboutKind,
  TSupportAuthor,
  TSupportCategory,
  TSupportPriority,
  TSupportStatus,
} from '@charterline/shared/schemas/support';
import { users } from './accounts';
import { companies } from './companies';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The numbers customers and staff quote ("#1042"), never reused. */
export const supportTicketSeq = pgSequence('support_ticket_seq', { startWith: 1001 });

/**
 * Support tickets (issue 24, decision 0160). Issue 23 opens one for an urgent letter left
 * unopened for 48 hours (`opened_by` system, about the mail item). The list and the staff's
 * queue read the denormalised last-message, due and read columns, never the messages.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('support_ticket_seq')`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who opened it (the customer), or the company's owner for a ticket the system opened. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category').$type<TSupportCategory>().notNull(),
    priority: text('priority').$type<TSupportPriority>().notNull().default('normal'),
    status: text('status').$type<TSupportStatus>().notNull().default('open'),
    /** What it is about: kind ("mail_item", "service", "obligation", "invoice", "receipt") and id. */
    aboutKind: text('about_kind').$type<TSupportAboutKind>(),
    aboutId: text('about_id'),
    /** "customer", "system" (opened for them) or "staff". */
    openedBy: text('opened_by').notNull(),
    /** The staff member it is assigned to (a name or e-mail; staff are not portal users). */
    assignee: text('assignee'),
    /** When our next answer is due, from the business hours; null when we owe none. */
    dueAt: at('due_at'),
    firstAnsweredAt: at('first_answered_at'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    lastMessageBy: text('last_message_by').$type<TSupportAuthor>().notNull().default('customer'),
    /** The newest staff or system message the customer can see (for unread). */
    lastReplyAt: at('last_reply_at'),
    customerReadAt: at('customer_read_at'),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_idx').on(t.number),
    // The customer's list: one company's tickets, newest activity first.
    index('support_tickets_company_idx').on(t.companyId, t.lastMessageAt.desc(), t.id),
    // The staff's queue: what we owe, soonest due first.
    index('support_tickets_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} in ('open', 'waiting_on_us')`),
    uniqueIndex('support_tickets_system_about_idx')
      .on(t.aboutKind, t.aboutId)
      .where(sql`${t.openedBy} = 'system'`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** "customer", "staff" or "system". */
    author: text('author').$type<TSupportAuthor>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as the customer sees it; null for customer and system. */
    authorName: text('author_name'),
    body: text('body').notNull(),
    /** Staff notes never reach the customer. */
    internal: boolean('internal').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * A file attached to a message: uploaded first (no message yet, kept for a day), then sent
 * with a message. The bytes are in the file storage, like the vault's.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** Who uploaded it: the customer's user, or null for staff (through ops). */
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_attachments_message_idx').on(t.messageId),
    index('support_attachments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);
