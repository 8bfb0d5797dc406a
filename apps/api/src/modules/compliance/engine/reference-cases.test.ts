import { describe, expect, it } from 'vitest';
import {
  BE12_2027,
  formedReferenceCompany as formed,
  IRS_2026,
  IRS_2027,
  referenceRowsOf as rowsOf,
} from './reference-case-helpers';
import { computeObligations } from './compute-obligations';
import { shippedRules } from './engine-test-helpers';
import type { TCompanyFacts } from './types';

/**
 * Reference cases (issue 35): for each jurisdiction, an LLC formed on Tuesday 10 March 2026
 * with one foreign owner (100%, an individual in Germany), taxed by default (a disregarded
 * entity), calendar year, no registered agent of ours, and the exact obligations we expect
 * through 30 June 2028. Every row was written from the source named beside it, not from the
 * engine's output: these cases are the contract. A row reads
 * "due date  key  period  fee in cents  [moved from the date the rule gives]".
 *
 * The federal rows every case has:
 * - irs:5472: Form 5472 with the pro forma 1120, 15th day of the 4th month after the tax year
 *   ends (Form 5472 and Form 1120 instructions, "When to file"); 26 U.S.C. 7503 moves a
 *   Saturday, Sunday or DC legal holiday to the next day that is none: April 15, 2028 is a
 *   Saturday and Monday the 17th is DC Emancipation Day (observed), so Tuesday the 18th.
 * - bea:be12: the BE-12 benchmark survey for fiscal years ending in 2027 (a benchmark year:
 *   ends in 2 or 7), due May 31 of the next year (bea.gov BE-12 page); no fee.
 */

describe('reference cases: formed 2026-03-10, one foreign owner', () => {
  it('Wyoming', () => {
    expect(rowsOf('WY')).toEqual([
      // W.S. 17-29-209: the 1st day of the anniversary month from the year after formation;
      // greater of $60 or $0.0002 of Wyoming assets ($60 is what is known).
      '2027-03-01 state:WY:annual-report 2027 6000',
      IRS_2026,
      '2028-03-01 state:WY:annual-report 2028 6000', // W.S. 17-29-209
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Delaware', () => {
    expect(rowsOf('DE')).toEqual([
      IRS_2026,
      // 6 Del. C. 18-1107(b): $300 annual tax due June 1 of each year after formation.
      '2027-06-01 state:DE:llc-tax 2027 30000',
      IRS_2027,
      BE12_2027,
      '2028-06-01 state:DE:llc-tax 2028 30000', // 6 Del. C. 18-1107(b)
    ]);
  });

  it('Texas', () => {
    expect(rowsOf('TX')).toEqual([
      IRS_2026,
      // Tex. Tax Code 171.202: the first report is due May 15 of the year after formation, $0
      // tax below the no-tax-due threshold; 111.053: May 15, 2027 is a Saturday, so Monday.
      '2027-05-17 state:TX:franchise-tax 2027 0 moved 2027-05-15',
      IRS_2027,
      '2028-05-15 state:TX:franchise-tax 2028 0', // 171.202; a Monday, not moved
      BE12_2027,
    ]);
  });

  it('South Dakota', () => {
    expect(rowsOf('SD')).toEqual([
      // SDCL 59-11-25(1): filed in the month of the first-year anniversary and that month
      // each year after: due by March 31. $50 online (SD SOS; llcuniversity.com).
      '2027-03-31 state:SD:annual-report 2027 5000',
      IRS_2026,
      '2028-03-31 state:SD:annual-report 2028 5000', // SDCL 59-11-25(1)
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Montana', () => {
    expect(rowsOf('MT')).toEqual([
      IRS_2026,
      // ARM 44.5.115(3)(d): $20 for a report filed by April 15 (Jan 1 – Apr 15 of the year
      // after formation); ARM 44.5.303 waived only the 2024 and 2025 reports' fee.
      '2027-04-15 state:MT:annual-report 2027 2000',
      // A Saturday: we found no Montana law moving it, so it stays (file by Friday the 14th).
      '2028-04-15 state:MT:annual-report 2028 2000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('New York', () => {
    expect(rowsOf('NY')).toEqual([
      // N.Y. LLC Law 206(a): publication and the Certificate of Publication ($50) within 120
      // days of formation: March 10 + 120 days = July 8, 2026 (a Wednesday).
      '2026-07-08 state:NY:publication 2026 5000',
      IRS_2026,
      // N.Y. LLC Law 301(e) (biennial statement, $9): in the anniversary month every 2 years,
      // the first in the 2nd year after formation: by March 31, 2028 (a Friday).
      '2028-03-31 state:NY:annual-report 2028 900',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('California', () => {
    expect(rowsOf('CA')).toEqual([
      // Cal. Corp. Code 17702.09(a): the initial Statement of Information ($20) within 90 days
      // of filing: March 10 + 90 days = June 8, 2026 (a Monday).
      '2026-06-08 state:CA:annual-report 2026 2000',
      // R&TC 17941(c): the $800 tax by the 15th day of the 4th month of the taxable year,
      // which starts at formation (March is the 1st month): June 15, 2026.
      '2026-06-15 state:CA:llc-tax 2026 80000',
      IRS_2026,
      // FTB Form 568 instructions ("When and Where to File"), FTB Pub. 3556: a single-member
      // LLC files Form 568 by the 15th day of the 4th month after its year ends; no fee.
      '2027-04-15 state:CA:form-568 2026 0',
      '2027-04-15 state:CA:llc-tax 2027 80000', // R&TC 17941(c): taxable year 2027
      // Cal. Corp. Code 17702.09(a): every 2 years after, in the anniversary month (or the 5
      // months before): by March 31, 2028.
      '2028-03-31 state:CA:annual-report 2028 2000',
      // Cal. Gov. Code 6707: April 15, 2028 is a Saturday; the next day the FTB is open is
      // Monday the 17th (DC's Emancipation Day is no California holiday).
      '2028-04-17 state:CA:form-568 2027 0 moved 2028-04-15',
      '2028-04-17 state:CA:llc-tax 2028 80000 moved 2028-04-15',
      IRS_2027,
      BE12_2027,
    ]);
  });
});

const rules = shippedRules();

describe('reference case: a dissolved company (issue 35 item 4)', () => {
  const dissolved = (owners: TCompanyFacts['owners']) =>
    computeObligations({ ...formed('WY'), owners, dissolvedOn: '2027-08-20' }, rules, {
      through: '2028-06-30',
    }).map((o) => `${o.dueDate} ${o.key} ${o.period} ${o.title}`);

  it('no state filing after the dissolution; the final Form 5472 stays', () => {
    expect(dissolved([{ country: 'DE', ownershipHundredths: 10000 }])).toEqual([
      // Due before the dissolution: it stays (W.S. 17-29-209).
      '2027-03-01 state:WY:annual-report 2027 Annual report (licence tax)',
      IRS_2026.replace(' 0', ' Form 5472 attached to pro forma Form 1120'),
      // Form 1120 instructions ("When to file"): a dissolved corporation files by the 15th day
      // of the 4th month after it dissolved; the pro forma 1120 with Form 5472 follows them.
      '2027-12-15 irs:5472 2027 Final return: Form 5472 attached to pro forma Form 1120',
      // No WY report for 2028, no 2027 return on the calendar year, no BE-12 for 2027 (the
      // company did not exist when the benchmark year ended).
    ]);
  });

  it('a partnership: the final Form 1065, the 15th day of the 3rd month after it ended', () => {
    const two = [
      { country: 'US', ownershipHundredths: 5000 },
      { country: 'US', ownershipHundredths: 5000 },
    ];
    // Form 1065 instructions: a partnership's tax year ends on the date it terminates; the
    // return is due the 15th day of the 3rd month after: November 15, 2027 (a Monday).
    expect(dissolved(two).filter((row) => row.includes('irs:'))).toEqual([
      '2027-03-15 irs:1065 2026 Form 1065 partnership return + K-1s',
      '2027-11-15 irs:1065 2027 Final return: Form 1065 partnership return + K-1s',
    ]);
  });
});
