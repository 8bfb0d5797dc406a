import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The 50 states and DC with their LLC fees (amounts in cents), seeded from reference data. */
export const referenceStates = pgTable('reference_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  filingFee: integer('filing_fee').notNull(),
  filingForm: text('filing_form').notNull(),
  firstYearAnnualReportFee: integer('first_year_annual_report_fee').notNull(),
  annualReportFee: integer('annual_report_fee').notNull(),
  annualReportCadence: text('annual_report_cadence').notNull(),
  franchiseTaxYearOne: integer('franchise_tax_year_one').notNull(),
  franchiseTaxOngoing: integer('franchise_tax_ongoing').notNull(),
  sosUrl: text('sos_url').notNull(),
  notes: text('notes'),
  source: text('source').notNull(),
  lastVerified: text('last_verified').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each state asks to change an LLC after formation (issue 20, decision 0135), seeded from
 * `db/data/us-llc-change-filings.csv`: per state and kind of change (the change kinds of
 * `company-changes.ts` that can need the state), whether the state must be told, with which
 * form and fee (cents; null when our sources do not give it), its source and how it was
 * checked. No row: not known — the state is assumed to need a filing and staff confirm it.
 */
export const referenceChangeFilings = pgTable(
  'reference_change_filings',
  {
    state: text('state').notNull(),
    kind: text('kind').notNull(),
    required: boolean('required').notNull(),
    form: text('form'),
    fee: integer('fee'),
    sourceUrl: text('source_url'),
    /** 'primary' (the state's own page or statute), 'secondary', 'conflict'. */
    evidence: text('evidence').notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.state, t.kind] })],
);
