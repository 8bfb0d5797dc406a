import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TMailAction,
  TMailCategory,
  TMailFolder,
  TMailRequestStatus,
  TMailRuleAction,
} from '@charterline/shared/schemas/mail';
import type {
  TPhoneCallOutcome,
  TPhoneLineStatus,
  TPhoneProvider,
  TPhoneTextDirection,
} from '@charterline/shared/schemas/phone-line';
import { users } from './accounts';
import { companies, companyDocuments } from './companies';
import { complianceObligations } from './compliance';
import { services } from './services';

const at = (name: string) => timestamp(name, { withTimezone: true });
const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * Communication (issue 23, decision 0154). A letter received at our facility for a company:
 * recorded by staff, with the envelope image and (once opened) the scan, which also joins the
 * vault as a document of category `mail`. The folder is derived, except `archived`.
 */
export const mailItems = pgTable(
  'mail_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    sender: text('sender').notNull(),
    category: text('category').$type<TMailCategory>().notNull(),
    receivedOn: text('received_on').notNull(),
    pages: integer('pages'),
    urgent: boolean('urgent').notNull().default(false),
    /** Arrived while the company's mailing address was not active (MAIL_UNLOCK opens it). */
    locked: boolean('locked').notNull().default(false),
    /** The envelope image's bytes in the file storage (not a vault document). */
    envelopeKey: text('envelope_key'),
    envelopeContentType: text('envelope_content_type'),
    scanDocumentId: uuid('scan_document_id').references(() => companyDocuments.id, {
      onDelete: 'set null',
    }),
    obligationId: uuid('obligation_id').references(() => complianceObligations.id, {
      onDelete: 'set null',
    }),
    /** The folder it is listed in, kept by refreshMailFolder on every change (decision 0154). */
    folder: text('folder').$type<TMailFolder>().notNull().default('inbox'),
    readAt: at('read_at'),
    openedAt: at('opened_at'),
    archivedAt: at('archived_at'),
    /** Urgent mail: reminders sent so far, and the support ticket opened after 48 hours. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    escalatedTicketId: uuid('escalated_ticket_id'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_items_company_received_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('mail_items_company_folder_idx').on(t.companyId, t.folder, t.createdAt.desc(), t.id),
    index('mail_items_urgent_unopened_idx')
      .on(t.createdAt)
      .where(sql`${t.urgent} and ${t.openedAt} is null`),
  ],
);

/** Suite numbers are handed out in order from 10001: one per company, never reused. */
export const mailSuiteSeq = pgSequence('mail_suite_seq', { startWith: 10_001 });

/**
 * The company's suite at our facility (decision 0154): given the first time its mailbox is
 * shown and kept for good, unique, so staff find the company from the suite on an envelope.
 */
export const mailSuites = pgTable(
  'mail_suites',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    suite: integer('suite')
      .notNull()
      .default(sql`nextval('mail_suite_seq')`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_suites_suite_idx').on(t.suite)],
);

/** What the customer (or a rule) asked of a letter; staff complete it with `npm run ops`. */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailItemId: uuid('mail_item_id')
      .notNull()
      .references(() => mailItems.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    action: text('action').$type<TMailAction>().notNull(),
    status: text('status').$type<TMailRequestStatus>().notNull(),
    forwardTo: jsonb('forward_to').$type<Record<string, string> | null>(),
    tracking: text('tracking'),
    coveredByPlan: boolean('covered_by_plan').notNull().default(false),
    /** A paid request: the product, the service its order made and the checkout session. */
    productKey: text('product_key'),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id'),
    requestedBy: text('requested_by').notNull().default('customer'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ruleId: uuid('rule_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('mail_requests_item_idx').on(t.mailItemId, t.createdAt.desc()),
    // One open request per letter at a time.
    uniqueIndex('mail_requests_one_open_idx')
      .on(t.mailItemId)
      .where(sql`${t.status} in ('awaiting_payment', 'requested')`),
    index('mail_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/** Addresses the customer saved to forward letters to. */
export const mailForwardingAddresses = pgTable(
  'mail_forwarding_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('mail_forwarding_addresses_company_idx').on(t.companyId)],
);

/** "Shred marketing after 30 days", "always scan the IRS": one per (company, category). */
export const mailRules = pgTable(
  'mail_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    category: text('category').$type<TMailCategory>().notNull(),
    action: text('action').$type<TMailRuleAction>().notNull(),
    afterDays: integer('after_days'),
    applied: integer('applied').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_rules_company_category_idx').on(t.companyId, t.category)],
);

/** A company's US number (one active line per company; a number is never reused while active). */
export const phoneLines = pgTable(
  'phone_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    provider: text('provider').$type<TPhoneProvider>().notNull(),
    /** The provider's id of the number (Twilio's PN… sid). */
    providerRef: text('provider_ref'),
    status: text('status').$type<TPhoneLineStatus>().notNull().default('active'),
    forwardTo: text('forward_to'),
    creditBalance: integer('credit_balance').notNull().default(0),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    assignedAt: at('assigned_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
  },
  (t) => [
    uniqueIndex('phone_lines_active_number_idx')
      .on(t.number)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('phone_lines_active_company_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** Every change of a line's credit: a recharge (+), a text or a forwarded minute (−). */
export const phoneCreditEntries = pgTable(
  'phone_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => phoneLines.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** Idempotency: the order line or the provider's message/call id it comes from. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_credit_entries_reference_idx').on(t.lineId, t.reference)],
);

export const phoneMessages = pgTable(
  'phone_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => phoneLines.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    /** The provider's message id (Twilio MessageSid): a repeated webhook adds nothing. */
    providerRef: text('provider_ref').notNull(),
    /** inbound: received by the line; outbound: sent from it (decision 0157). */
    direction: text('direction').$type<TPhoneTextDirection>().notNull().default('inbound'),
    from: text('from_number').notNull(),
    /** outbound: the number it was sent to; null for inbound (the line's own number). */
    to: text('to_number'),
    body: text('body').notNull(),
    code: text('code'),
    receivedAt: at('received_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('phone_messages_provider_ref_idx').on(t.providerRef),
    index('phone_messages_line_idx').on(t.lineId, t.receivedAt.desc()),
  ],
);

export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => phoneLines.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    providerRef: text('provider_ref').notNull(),
    from: text('from_number').notNull(),
    outcome: text('outcome').$type<TPhoneCallOutcome>().notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    transcript: text('transcript'),
    /** A voicemail recording: bytes in the file storage, or the provider's URL to fetch. */
    recordingKey: text('recording_key'),
    recordingUrl: text('recording_url'),
    /** The stored recording's type, from its bytes (audio/mpeg or audio/wav). */
    recordingContentType: text('recording_content_type'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_calls_provider_ref_idx').on(t.providerRef),
    index('phone_calls_line_idx').on(t.lineId, t.at.desc()),
  ],
);
