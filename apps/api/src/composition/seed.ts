import { seedCatalogue } from '../db/catalogue';
import { seedChangeFilings } from '../db/seed-change-filings';
import { seedComplianceRules } from '../modules/compliance/seed-compliance-rules';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { forgetLegalFacts } from '../modules/legal-facts/legal-facts.repository';
import { seedLegalFacts } from '../db/legal-facts';
import { referenceStates } from '../db/schema';
import { readStateRows } from '../db/state-rows';

export { STATE_FEES_SOURCE } from '../db/state-rows';

/** Idempotent: reference rows are upserted on every start, so a data fix ships with a deploy. */
export const seedReferenceData = async (db: TDatabase): Promise<void> => {
  await db
    .insert(referenceStates)
    .values(readStateRows())
    .onConflictDoUpdate({
      target: referenceStates.code,
      set: {
        name: sql`excluded.name`,
        filingFee: sql`excluded.filing_fee`,
        filingForm: sql`excluded.filing_form`,
        firstYearAnnualReportFee: sql`excluded.first_year_annual_report_fee`,
        annualReportFee: sql`excluded.annual_report_fee`,
        annualReportCadence: sql`excluded.annual_report_cadence`,
        franchiseTaxYearOne: sql`excluded.franchise_tax_year_one`,
        franchiseTaxOngoing: sql`excluded.franchise_tax_ongoing`,
        sosUrl: sql`excluded.sos_url`,
        notes: sql`excluded.notes`,
        source: sql`excluded.source`,
        lastVerified: sql`excluded.last_verified`,
        updatedAt: sql`now()`,
      },
    });
  await seedCatalogue(db);
  await seedComplianceRules(db);
  await seedChangeFilings(db);
  await seedLegalFacts(db);
  // What the process read before is replaced by what was just seeded.
  forgetLegalFacts(db);
};
