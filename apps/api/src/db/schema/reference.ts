import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
