import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, companyOwners, complianceRules } from '../src/db/schema';
import { createSignedInUser } from './auth-helpers';

const STATE_COLUMNS =
  'code,name,obligation,agency,cadence,due_rule,due_month,due_day,offset_months,first_due,biennial_parity,filing_window,report_fee_usd_ordertoai,franchise_tax_usd_ordertoai,evidence,sources,notes'.split(
    ',',
  );
const FEDERAL_COLUMNS =
  'key,obligation,applies_when,agency,due_rule,due_month,due_day,extension,penalty,sources'.split(
    ',',
  );

const row = (columns: string[], cells: string[]) =>
  Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));

/** Three rows of shared/data as they are (the WY, DE and Form 5472 rules). */
const RULES = [
  {
    key: 'state:WY',
    data: row(STATE_COLUMNS, [
      'WY',
      'Wyoming',
      'Annual report (licence tax)',
      'WY Secretary of State',
      'annual',
      'anniversary_month_first',
      '',
      '',
      '',
      '1st day of anniversary month, year after formation',
      '',
      '',
      '60',
      '0',
      'primary',
      'W.S. 17-29-209 (statute text); wyomingllc.xyz; upcounsel.com',
      'Greater of $60 or $0.0002 x WY assets; dissolution if unpaid 60 days after due.',
    ]),
  },
  {
    key: 'state:DE',
    data: row(STATE_COLUMNS, [
      'DE',
      'Delaware',
      'Annual LLC tax (no annual report)',
      'DE Division of Corporations',
      'annual',
      'fixed_date',
      '6',
      '1',
      '',
      'June 1 of year after formation',
      '',
      '',
      '300',
      '0',
      'primary',
      '6 Del. C. 18-1107/18-1108 (instalawyer.io); accountswatch.com; agentsofdelaware.com',
      '$300; late $200 + 1.5%/month; cancelled after 3 years unpaid.',
    ]),
  },
  {
    key: 'federal:irs_5472_pro_forma_1120',
    data: row(FEDERAL_COLUMNS, [
      'irs_5472_pro_forma_1120',
      'Form 5472 attached to pro forma Form 1120',
      'single-member LLC owned by a non-US person',
      'IRS',
      'fiscal_offset 4 months day 15',
      '4',
      '15',
      'Form 7004 filed by due date -> Oct 15',
      'USD 25000 per form per year',
      'taxguided.com form-5472 penalties',
    ]),
  },
];

/**
 * The rules the tests rely on; once seeding loads shared/data (the engine's helper) the
 * seeded rows are already there and these change nothing.
 */
export const givenComplianceRules = async (app: FastifyInstance): Promise<void> => {
  await app.db
    .insert(complianceRules)
    .values(RULES.map((r) => ({ ...r, version: 1, sourceLine: '# source: test', checksum: r.key })))
    .onConflictDoNothing();
};

/** A customer whose company is formed in `state` on `formationDate`, with owners by country. */
export const formedCustomer = async (
  app: FastifyInstance,
  input: { state: string; formationDate: string; owners: string[] },
) => {
  const user = await createSignedInUser(app);
  await app.db
    .update(companies)
    .set({ state: input.state, formationDate: input.formationDate, companyName: 'Acme' })
    .where(eq(companies.id, user.company.id));
  if (input.owners.length > 0) {
    await app.db.insert(companyOwners).values(
      input.owners.map((country, position) => ({
        companyId: user.company.id,
        position,
        firstName: 'Ada',
        lastName: 'Obi',
        email: `owner${position}@example.com`,
        ownershipHundredths: Math.floor(10_000 / input.owners.length),
        address: { line1: '1 Main St', city: 'Lagos', region: 'LA', country },
      })),
    );
  }
  return user;
};
