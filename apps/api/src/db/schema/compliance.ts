import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TObligationKind, TPastFiling } from '@charterline/shared/schemas/compliance';
import { companies, companyDocuments } from './companies';
import { services } from './services';

/**
 * The rules deadlines are computed from (issue 19), versioned: seeding loads the reference
 * CSVs (`shared/data`) and adds a version only when a row changed (its checksum), retiring
 * the one before; obligations record the version they were computed with.
 */
export const complianceRules = pgTable(
  'compliance_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** "state:WY" (a row of us-llc-annual-report-rules.csv) or "federal:irs_5472_pro_forma_1120". */
    key: text('key').notNull(),
    version: integer('version').notNull(),
    /** The CSV row as parsed, by column name. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** The file's `#` source line, kept wherever the data is shown (licence). */
    sourceLine: text('source_line').notNull(),
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer version replaced it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('compliance_rules_key_version').on(t.key, t.version),
    uniqueIndex('compliance_rules_one_current')
      .on(t.key)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * One deadline of one company for one period, computed from the rules (never typed in).
 * `resolution` is null while open; upcoming / due soon / overdue are read from the dates.
 */
export const complianceObligations = pgTable(
  'compliance_obligations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stable per company and kind: "state:WY:annual-report", "irs:5472". */
    key: text('key').notNull(),
    /** "2027": the year (or tax year) it is for. */
    period: text('period').notNull(),
    kind: text('kind').$type<TObligationKind>().notNull(),
    ruleKey: text('rule_key').notNull(),
    ruleVersion: integer('rule_version').notNull(),
    title: text('title').notNull(),
    agency: text('agency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** IRS dates moved off a weekend or holiday: the date before the move. */
    unmovedDueDate: date('unmoved_due_date', { mode: 'string' }),
    windowOpens: date('window_opens', { mode: 'string' }),
    feeCents: integer('fee_cents'),
    /** null: open; 'filed' (late when filedOn > dueDate); 'not_applicable'. */
    resolution: text('resolution').$type<'filed' | 'not_applicable'>(),
    filedOn: date('filed_on', { mode: 'string' }),
    /** Who marked it filed: 'customer' ("I filed it myself") or 'service' (we filed it). */
    filedBy: text('filed_by'),
    proofDocumentId: uuid('proof_document_id').references(() => companyDocuments.id, {
      onDelete: 'set null',
    }),
    notApplicableReason: text('not_applicable_reason'),
    /** The "File it for me" service filing it. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /**
     * A filing due before a brought LLC joined us (issue 36 item 3, decision 0185): what its
     * founder told us. 'to_confirm' until they say; 'filed' (resolution 'filed', no date) or
     * 'not_filed' (overdue). Null: due after joining, or a company we formed.
     */
    pastFiling: text('past_filing').$type<TPastFiling>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compliance_obligations_period').on(t.companyId, t.key, t.period),
    index('compliance_obligations_company_due').on(t.companyId, t.dueDate),
    // Reminders read the open ones by due date.
    index('compliance_obligations_open_due')
      .on(t.dueDate)
      .where(sql`${t.resolution} is null`),
    index('compliance_obligations_rule').on(t.ruleKey, t.ruleVersion),
  ],
);

/** Every reminder e-mail sent, once each ("days60", …, "overdue:2027-06-08" for each week). */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    obligationId: uuid('obligation_id')
      .notNull()
      .references(() => complianceObligations.id, { onDelete: 'cascade' }),
    reminderKey: text('reminder_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('compliance_reminders_once').on(t.obligationId, t.reminderKey)],
);

/** Which reminders a company's owner receives (no row: all of them). */
export const compliancePreferences = pgTable('compliance_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  days60: boolean('days_60').notNull().default(true),
  days30: boolean('days_30').notNull().default(true),
  days7: boolean('days_7').notNull().default(true),
  days1: boolean('days_1').notNull().default(true),
  overdueWeekly: boolean('overdue_weekly').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's private iCalendar feed: the token's SHA-256 only; one live feed per company. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token').on(t.tokenHash),
    uniqueIndex('calendar_feeds_one_live')
      .on(t.companyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
