import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/**
 * Every fact about the law the product shows — a fee, a form, an amount, a date, a number to
 * call — with where it was read, when it was last checked and how sure we are (issue 35,
 * decision 0181). Compiled at every start from the files under `db/data` and their
 * corrections (`db/legal-facts.ts`); the engine's fees, checkout's formation filing, the
 * change options and the help articles read their figures from here.
 */
export const legalFacts = pgTable('legal_facts', {
  /** "state:WY:annual-report:fee", "state:WY:formation-filing:fee", "change:TX:CLOSURE:fee". */
  key: text('key').primaryKey(),
  /** "WY", or "US" for a federal fact. */
  jurisdiction: text('jurisdiction').notNull(),
  /** What it is, in words: "Wyoming annual report (licence tax) fee". */
  name: text('name').notNull(),
  /** 'usd' (cents in `amount`), 'text' (in `text`). */
  kind: text('kind').$type<'usd' | 'text'>().notNull(),
  amount: bigint('amount', { mode: 'number' }),
  text: text('text'),
  /** The citation: "W.S. 17-29-209", "2026 LLC Cost Index (llcformationcost.com), CC BY 4.0". */
  source: text('source').notNull(),
  sourceUrl: text('source_url').notNull(),
  /** The day the fact was last checked against its source (the first of the month when only the month is known). */
  checkedOn: date('checked_on', { mode: 'string' }).notNull(),
  /** 'primary' (the statute or the agency's own page), 'secondary', 'conflict'. */
  evidence: text('evidence').$type<'primary' | 'secondary' | 'conflict'>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
