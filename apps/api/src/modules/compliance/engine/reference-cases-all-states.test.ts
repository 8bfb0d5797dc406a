import { describe, expect, it } from 'vitest';
import { BE12_2027, IRS_2026, IRS_2027, referenceRowsOf as rowsOf } from './reference-case-helpers';
import { shippedRules } from './engine-test-helpers';

/** The rows as the engine lists them: by due date, then by key. */
const byDate = (a: string, b: string): number => a.localeCompare(b);

/**
 * Reference cases (issue 35) for the 44 jurisdictions that reference-cases.test.ts does not
 * cover (it has WY, DE, TX, SD, MT, NY and CA). The same company: an LLC formed on Tuesday
 * 10 March 2026 with one foreign owner (100%, an individual in Germany), taxed by default (a
 * disregarded entity), calendar year, no registered agent of ours, and the exact obligations
 * we expect through 30 June 2028. Every row was written by hand from the jurisdiction's row of
 * us-llc-annual-report-rules.csv (its first_due words, due rule, sources and notes) and from
 * compliance-rule-corrections.ts, which wins over the CSV; weekdays were read off a calendar.
 * Not from the engine's output: these cases are the contract. A row reads
 * "due date  key  period  fee in cents  [moved from the date the rule gives]".
 *
 * Fees: the CSV's report_fee_usd_ordertoai column (the 2026 cost index) in cents, unless a
 * correction sets fee_cents. Periods: the year a calendar rule is due in; for the fiscal-year
 * rules (AL, KS, TN, VT) the fiscal year the filing follows; an initial report (NV, WA) is the
 * formation year's.
 *
 * Weekends: a state date moves only where its row names the law that moves it (date_move_law,
 * decision 0180). None of these 44 rows names one, so a date on a Saturday, Sunday or holiday
 * stays where the rule puts it (file by the day before).
 *
 * The federal rows every case has (see reference-cases.test.ts):
 * - irs:5472: Form 5472 with the pro forma 1120, 15th day of the 4th month after the tax year
 *   ends (Form 5472 and Form 1120 instructions, "When to file"); 26 U.S.C. 7503 moves a
 *   Saturday, Sunday or DC legal holiday to the next day that is none: April 15, 2028 is a
 *   Saturday and Monday the 17th is DC Emancipation Day (observed), so Tuesday the 18th.
 * - bea:be12: the BE-12 benchmark survey for fiscal years ending in 2027 (a benchmark year:
 *   ends in 2 or 7), due May 31 of the next year (bea.gov BE-12 page); no fee.
 */

/** The 7 jurisdictions of reference-cases.test.ts; this file has every other one. */
const COVERED_ELSEWHERE = ['CA', 'DE', 'MT', 'NY', 'SD', 'TX', 'WY'];
// prettier-ignore
const COVERED_HERE = [
  'AL', 'AK', 'AZ', 'AR', 'CO', 'CT', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'TN', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI',
];

describe('reference cases, the other 44 jurisdictions: formed 2026-03-10, one foreign owner', () => {
  it('covers every jurisdiction of the rules with the 7 of reference-cases.test.ts', () => {
    const codes = shippedRules()
      .filter((r) => /^state:[A-Z]{2}$/.test(r.key))
      .map((r) => r.key.slice('state:'.length));
    expect(COVERED_HERE).toHaveLength(44);
    expect([...COVERED_HERE, ...COVERED_ELSEWHERE].sort()).toEqual([...codes].sort());
  });

  it('Alabama', () => {
    expect(rowsOf('AL')).toEqual([
      // Row: Business Privilege Tax return (Form PPT), fiscal_offset, 15th day, "3 or 4" months
      // after the fiscal year ends, from the year after formation; the correction takes the 3rd
      // month (pass-through filers, an LLC by default). $50 (cost index, notes "min tax $50").
      // Fiscal year 2026 ends Dec 31: March 15, 2027 (a Monday).
      '2027-03-15 state:AL:annual-report 2026 5000',
      IRS_2026,
      '2028-03-15 state:AL:annual-report 2027 5000', // fiscal year 2027; a Wednesday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Alaska', () => {
    expect(rowsOf('AK')).toEqual([
      IRS_2026,
      // Row: biennial report, January 2 of the 2nd year after formation, then every 2 years in
      // years of the formation year's parity (AK Division of Corporations: an entity formed in
      // an even year files on January 2 of every even year). $100. A Sunday: not moved.
      '2028-01-02 state:AK:annual-report 2028 10000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Arizona', () => {
    // Row: no annual report (findlaw.com, mycorporation.com): the federal rows only.
    expect(rowsOf('AZ')).toEqual([IRS_2026, IRS_2027, BE12_2027]);
  });

  it('Arkansas', () => {
    expect(rowsOf('AR')).toEqual([
      IRS_2026,
      // Row: annual franchise tax report, May 1 of the year after formation, $150 flat.
      // May 1, 2027 is a Saturday: not moved.
      '2027-05-01 state:AR:annual-report 2027 15000',
      IRS_2027,
      '2028-05-01 state:AR:annual-report 2028 15000', // a Monday
      BE12_2027,
    ]);
  });

  it('Colorado', () => {
    expect(rowsOf('CO')).toEqual([
      // Row: periodic report by the last day of the anniversary month from the year after
      // formation (2 months late with a penalty after); $25.
      '2027-03-31 state:CO:annual-report 2027 2500',
      IRS_2026,
      '2028-03-31 state:CO:annual-report 2028 2500',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Connecticut', () => {
    expect(rowsOf('CT')).toEqual([
      // Conn. Gen. Stat. 34-247k (row): annual report filed Jan 1 – Mar 31 of each year after
      // formation; the correction: $80 and no business entity tax (repealed).
      '2027-03-31 state:CT:annual-report 2027 8000',
      IRS_2026,
      '2028-03-31 state:CT:annual-report 2028 8000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('District of Columbia', () => {
    expect(rowsOf('DC')).toEqual([
      // Row: biennial report April 1 of the year after formation, then every 2 years
      // (formation year + 1 parity: 2027, 2029…); $300. April 1, 2027 is a Thursday.
      '2027-04-01 state:DC:annual-report 2027 30000',
      IRS_2026,
      // No DC report in 2028: the next is April 1, 2029, after the horizon.
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Florida', () => {
    expect(rowsOf('FL')).toEqual([
      IRS_2026,
      // Fla. Stat. 605.0212 (row): annual report Jan 1 – May 1 of each year after formation,
      // $138.75. May 1, 2027 is a Saturday: the row names no moving law, so it stays.
      '2027-05-01 state:FL:annual-report 2027 13875',
      IRS_2027,
      '2028-05-01 state:FL:annual-report 2028 13875', // a Monday
      BE12_2027,
    ]);
  });

  it('Georgia', () => {
    expect(rowsOf('GA')).toEqual([
      // Row: annual registration Jan 1 – Apr 1 of each year after formation, $50.
      '2027-04-01 state:GA:annual-report 2027 5000', // a Thursday
      IRS_2026,
      '2028-04-01 state:GA:annual-report 2028 5000', // a Saturday: not moved
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Hawaii', () => {
    expect(rowsOf('HI')).toEqual([
      // Row: annual report by the end of the calendar quarter holding the anniversary, from the
      // year after formation (mycorporation.com): March is in the 1st quarter. $13.50.
      '2027-03-31 state:HI:annual-report 2027 1350',
      IRS_2026,
      '2028-03-31 state:HI:annual-report 2028 1350',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Idaho', () => {
    expect(rowsOf('ID')).toEqual([
      // Row: annual report by the end of the anniversary month from the year after formation;
      // no fee.
      '2027-03-31 state:ID:annual-report 2027 0',
      IRS_2026,
      '2028-03-31 state:ID:annual-report 2028 0',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Illinois', () => {
    expect(rowsOf('IL')).toEqual([
      // Row: annual report before the 1st day of the anniversary month (March), from the year
      // after formation: by the last day of February. $75. February 28, 2027 is a Sunday: not
      // moved.
      '2027-02-28 state:IL:annual-report 2027 7500',
      IRS_2026,
      '2028-02-29 state:IL:annual-report 2028 7500', // 2028 is a leap year; a Tuesday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Indiana', () => {
    expect(rowsOf('IN')).toEqual([
      IRS_2026,
      // Row: business entity report every 2 years, the first in the anniversary month 2 years
      // after formation (formation year parity): by March 31, 2028 (a Friday). $32 online.
      '2028-03-31 state:IN:annual-report 2028 3200',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Iowa', () => {
    expect(rowsOf('IA')).toEqual([
      // Row: biennial report Jan 1 – Apr 1 of odd years, the first in the first odd year after
      // formation: 2027. $30. April 1, 2027 is a Thursday; the next (2029) is after the horizon.
      '2027-04-01 state:IA:annual-report 2027 3000',
      IRS_2026,
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Kansas', () => {
    expect(rowsOf('KS')).toEqual([
      IRS_2026,
      // K.S.A. 17-76,139 (row; LegalZoom, biennial since 2024): a report every 2 years, in even
      // years for an LLC formed in an even year, by the 15th day of the 4th month after its tax
      // year ends. 2027 is odd: no report for tax year 2026. The first: tax year 2027, by April
      // 15, 2028 (a Saturday: not moved). $50 (cost index).
      '2028-04-15 state:KS:annual-report 2027 5000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Kentucky', () => {
    expect(rowsOf('KY')).toEqual(
      [
        // KRS 141.0401: the limited liability entity tax, $175 at least, on Form 725 for a
        // single-member LLC, the 15th day of the 4th month after the year ends: for 2026,
        // April 15, 2027 (a Thursday).
        '2027-04-15 state:KY:llet 2026 17500',
        IRS_2026,
        // Row: annual report Jan 1 – Jun 30 of each year after formation, $15
        // (unitedagentservices.com). June 30, 2027 is a Wednesday.
        '2027-06-30 state:KY:annual-report 2027 1500',
        IRS_2027,
        BE12_2027,
        '2028-06-30 state:KY:annual-report 2028 1500', // a Friday
        '2028-04-15 state:KY:llet 2027 17500', // KRS 141.0401; a Saturday, not moved
      ].toSorted(byDate),
    );
  });

  it('Louisiana', () => {
    expect(rowsOf('LA')).toEqual([
      // Row: annual report on the anniversary date from the year after formation, $30 online.
      '2027-03-10 state:LA:annual-report 2027 3000', // a Wednesday
      IRS_2026,
      '2028-03-10 state:LA:annual-report 2028 3000', // a Friday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Maine', () => {
    expect(rowsOf('ME')).toEqual([
      IRS_2026,
      // Row: annual report June 1 of each year after formation, $85.
      '2027-06-01 state:ME:annual-report 2027 8500', // a Tuesday
      IRS_2027,
      BE12_2027,
      '2028-06-01 state:ME:annual-report 2028 8500', // a Thursday
    ]);
  });

  it('Maryland', () => {
    expect(rowsOf('MD')).toEqual([
      // Same day as the 5472: the keys order them (irs: before state:).
      IRS_2026,
      // Row: annual report / personal property return April 15 of each year after formation,
      // $300 (performancewest state-annual-fees table).
      '2027-04-15 state:MD:annual-report 2027 30000',
      // A Saturday: not moved (the IRS's date moves under 26 U.S.C. 7503, this one does not).
      '2028-04-15 state:MD:annual-report 2028 30000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Massachusetts', () => {
    expect(rowsOf('MA')).toEqual([
      // Row: annual report on the anniversary date from the year after formation, $500.
      '2027-03-10 state:MA:annual-report 2027 50000',
      IRS_2026,
      '2028-03-10 state:MA:annual-report 2028 50000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Michigan', () => {
    expect(rowsOf('MI')).toEqual([
      // Row: annual statement February 15 of the year after formation (an LLC formed after
      // September 30 skips the first year; March 10 is before); $25. February 15, 2027 is
      // Presidents' Day (the 3rd Monday): no moving law named, so it stays.
      '2027-02-15 state:MI:annual-report 2027 2500',
      IRS_2026,
      '2028-02-15 state:MI:annual-report 2028 2500', // a Tuesday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Minnesota', () => {
    expect(rowsOf('MN')).toEqual([
      IRS_2026,
      // Row: annual renewal by December 31 of each year after formation, $0 if on time.
      '2027-12-31 state:MN:annual-report 2027 0', // a Friday; 2028's is after the horizon
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Mississippi', () => {
    expect(rowsOf('MS')).toEqual([
      IRS_2026,
      // Row: annual report Jan 1 – Apr 15 of each year after formation, $0.
      '2027-04-15 state:MS:annual-report 2027 0',
      '2028-04-15 state:MS:annual-report 2028 0', // a Saturday: not moved
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Missouri', () => {
    // Row: no annual report (Ordertoai note; FindLaw): the federal rows only.
    expect(rowsOf('MO')).toEqual([IRS_2026, IRS_2027, BE12_2027]);
  });

  it('Nebraska', () => {
    expect(rowsOf('NE')).toEqual([
      // Row: biennial report Jan 1 – Apr 1 of odd years, the first in the first odd year after
      // formation (so also Neb. Rev. Stat. 21-125(c): "the odd-numbered year following the
      // calendar year in which" the LLC was formed): April 1, 2027. $28 (cost index).
      '2027-04-01 state:NE:annual-report 2027 2800',
      IRS_2026,
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Nevada', () => {
    expect(rowsOf('NV')).toEqual([
      // NRS 86.263 (correction): the initial list with the state business licence by the last
      // day of the month after formation: April 30, 2026 (a Thursday). $350 = $150 list + $200
      // licence (row notes; correction fee_cents).
      '2026-04-30 state:NV:annual-report 2026 35000',
      // Then the annual list + licence by the last day of the anniversary month, $350.
      '2027-03-31 state:NV:annual-report 2027 35000',
      IRS_2026,
      '2028-03-31 state:NV:annual-report 2028 35000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('New Hampshire', () => {
    expect(rowsOf('NH')).toEqual([
      // Row: annual report Jan 1 – Apr 1 of each year after formation, $100 + online fee = $102.
      '2027-04-01 state:NH:annual-report 2027 10200',
      IRS_2026,
      '2028-04-01 state:NH:annual-report 2028 10200', // a Saturday: not moved
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('New Jersey', () => {
    expect(rowsOf('NJ')).toEqual([
      // N.J.S.A. 42:2C-26 (row): annual report by the end of the anniversary month from the year
      // after formation, $75.
      '2027-03-31 state:NJ:annual-report 2027 7500',
      IRS_2026,
      '2028-03-31 state:NJ:annual-report 2028 7500',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('New Mexico', () => {
    // Row: no annual report (statepedia.org, entityfilings.com, upcounsel.com).
    expect(rowsOf('NM')).toEqual([IRS_2026, IRS_2027, BE12_2027]);
  });

  it('North Carolina', () => {
    expect(rowsOf('NC')).toEqual([
      IRS_2026,
      // Row: annual report April 15 of each year after formation, $200 + online fee = $202.
      '2027-04-15 state:NC:annual-report 2027 20200',
      '2028-04-15 state:NC:annual-report 2028 20200', // a Saturday: not moved
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('North Dakota', () => {
    expect(rowsOf('ND')).toEqual([
      IRS_2026,
      // Row: annual report November 15 of each year after formation, $50.
      '2027-11-15 state:ND:annual-report 2027 5000', // a Monday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Ohio', () => {
    // Row: no annual report (Ordertoai note; FindLaw): the federal rows only.
    expect(rowsOf('OH')).toEqual([IRS_2026, IRS_2027, BE12_2027]);
  });

  it('Oklahoma', () => {
    expect(rowsOf('OK')).toEqual([
      // Row: annual certificate on the anniversary date from the year after formation, $25 (the
      // 60 days after are a grace period before good standing is lost, not a window).
      '2027-03-10 state:OK:annual-report 2027 2500',
      IRS_2026,
      '2028-03-10 state:OK:annual-report 2028 2500',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Oregon', () => {
    expect(rowsOf('OR')).toEqual([
      // Row: annual report on the anniversary date from the year after formation, $100.
      '2027-03-10 state:OR:annual-report 2027 10000',
      IRS_2026,
      '2028-03-10 state:OR:annual-report 2028 10000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Pennsylvania', () => {
    expect(rowsOf('PA')).toEqual([
      IRS_2026,
      // 15 Pa.C.S. 146(c)(2) (row, correction): $7 annual report before October 1 of each year,
      // "beginning with the calendar year after" the LLC became subject to it: by September 30,
      // 2027 (a Thursday). 2028's is after the horizon.
      '2027-09-30 state:PA:annual-report 2027 700',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Rhode Island', () => {
    expect(rowsOf('RI')).toEqual(
      [
        // R.I. Gen. Laws 7-16-67: the $400 annual charge (44-11-2(e)) with the LLC's return, the
        // 15th day of the 3rd month after the year ends as the older text reads (the earlier of
        // the two readings; evidence "conflict"): March 15, 2027, a Monday.
        '2027-03-15 state:RI:annual-charge 2026 40000',
        IRS_2026,
        // Row (llcuniversity.com: the window moved to Feb 1 – May 1 in 2022): annual report by
        // May 1 of each year after formation, $50. May 1, 2027 is a Saturday: not moved.
        '2027-05-01 state:RI:annual-report 2027 5000',
        IRS_2027,
        '2028-05-01 state:RI:annual-report 2028 5000', // a Monday
        BE12_2027,
        '2028-03-15 state:RI:annual-charge 2027 40000', // 7-16-67; a Wednesday
      ].toSorted(byDate),
    );
  });

  it('South Carolina', () => {
    // Row: no annual report unless taxed as a corporation (this LLC is not): federal rows only.
    expect(rowsOf('SC')).toEqual([IRS_2026, IRS_2027, BE12_2027]);
  });

  it('Tennessee', () => {
    expect(rowsOf('TN')).toEqual(
      [
        // Row: annual report by the 1st day of the 4th month after the fiscal year ends (April 1
        // for a calendar year); the correction: $50 a member, at least $300, at most $3,000. One
        // member: $300. Fiscal year 2026: April 1, 2027 (a Thursday).
        '2027-04-01 state:TN:annual-report 2026 30000',
        // Tenn. Code Ann. 67-4-2015 and 2106: the franchise and excise tax return, $100 at least,
        // the 15th day of the 4th month after the year ends, whatever the federal classification.
        '2027-04-15 state:TN:franchise-excise-tax 2026 10000',
        IRS_2026,
        '2028-04-01 state:TN:annual-report 2027 30000', // a Saturday: not moved
        '2028-04-15 state:TN:franchise-excise-tax 2027 10000', // a Saturday: not moved
        IRS_2027,
        BE12_2027,
      ].toSorted(byDate),
    );
  });

  it('Utah', () => {
    expect(rowsOf('UT')).toEqual([
      // Row: annual renewal by the end of the anniversary month from the year after formation,
      // $18.
      '2027-03-31 state:UT:annual-report 2027 1800',
      IRS_2026,
      '2028-03-31 state:UT:annual-report 2028 1800',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Vermont', () => {
    expect(rowsOf('VT')).toEqual([
      // Row ("conflict": within 3 months of the fiscal year end vs March 15): the row's rule is
      // the last day of the 3rd month after the fiscal year ends, March 31 for a calendar year.
      // $45 (also 11 V.S.A. 4012(a)(15), domestic LLC). Fiscal year 2026: March 31, 2027.
      '2027-03-31 state:VT:annual-report 2026 4500',
      IRS_2026,
      '2028-03-31 state:VT:annual-report 2027 4500', // fiscal year 2027; a Friday
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Virginia', () => {
    expect(rowsOf('VA')).toEqual([
      // Row: annual registration fee by the end of the anniversary month from the year after
      // formation, $50.
      '2027-03-31 state:VA:annual-report 2027 5000',
      IRS_2026,
      '2028-03-31 state:VA:annual-report 2028 5000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('Washington', () => {
    expect(rowsOf('WA')).toEqual([
      // RCW 43.07.235 / WA SOS (correction): the initial report ($10) within 120 days of
      // formation: March 10 + 120 days = July 8, 2026 (a Wednesday).
      '2026-07-08 state:WA:annual-report 2026 1000',
      // Then the annual report by the end of the anniversary month, $60.
      '2027-03-31 state:WA:annual-report 2027 6000',
      IRS_2026,
      '2028-03-31 state:WA:annual-report 2028 6000',
      IRS_2027,
      BE12_2027,
    ]);
  });

  it('West Virginia', () => {
    expect(rowsOf('WV')).toEqual([
      IRS_2026,
      // Row (nolo.com): annual report Jan 1 – Jun 30 of each year after formation, $25.
      '2027-06-30 state:WV:annual-report 2027 2500', // a Wednesday
      IRS_2027,
      BE12_2027,
      '2028-06-30 state:WV:annual-report 2028 2500', // a Friday
    ]);
  });

  it('Wisconsin', () => {
    expect(rowsOf('WI')).toEqual([
      // Row: annual report by the end of the calendar quarter holding the anniversary, from the
      // year after formation: March is in the 1st quarter. $25 online.
      '2027-03-31 state:WI:annual-report 2027 2500',
      IRS_2026,
      '2028-03-31 state:WI:annual-report 2028 2500',
      IRS_2027,
      BE12_2027,
    ]);
  });
});
