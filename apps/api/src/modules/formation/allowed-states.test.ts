import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@charterline/shared/format';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { reportCadenceLabel, reportFeeText } from '@charterline/shared/state-fees';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`GET formation/allowed-states (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let states: TAllowedState[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/client/company/v7/formation/allowed-states' });
    expect(res.statusCode).toBe(200);
    states = res.json<{ data: TAllowedState[] }>().data;
  });
  afterAll(() => t.close());

  it('lists the 50 states and DC, sorted by name, with their source and date', () => {
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort());
    for (const s of states) {
      expect(s.source).toMatch(/CC BY 4\.0|primary source/i);
      expect(s.lastVerified).toMatch(/^\d{4}-\d{2}/);
      expect(s.sosUrl).toMatch(/^https:\/\//);
    }
  });

  it('applies the primary-source corrections and computes the yearly costs', () => {
    const byCode = Object.fromEntries(states.map((s) => [s.code, s]));
    // Delaware: $90 to form, $300 annual tax from the year after formation, no annual report.
    expect(byCode.DE).toMatchObject({ filingFee: 9000, annualReportCadence: 'none' });
    expect(byCode.DE?.yearlyStateCost).toBe(30_000);
    // California: $800 annual tax and a $20 statement every two years ($10 a year).
    expect(byCode.CA?.yearlyStateCost).toBe(80_000 + 1000);
    // Wyoming: $60 minimum annual report licence tax, first due in year two.
    expect(byCode.WY?.yearlyStateCost).toBe(6000);
    // Pennsylvania: $7 every year since 2025 (the CSV's "decennial" is stale).
    expect(byCode.PA).toMatchObject({ annualReportFee: 700, annualReportCadence: 'annual' });
    // Connecticut: the $250 business entity tax was repealed.
    expect(byCode.CT).toMatchObject({ franchiseTaxOngoing: 0, annualReportFee: 8000 });
  });

  // Issue 17: what the choose-state step shows for every state, in words (never a cadence
  // code), with what checkout charges (the filing fee: issue 35) and the yearly state cost.
  it.each(ROWS)(
    '%s shows %j, %j; charged at checkout %s, then %s a year',
    (code, label, fee, charged, yearly) => {
      const s = states.find((x) => x.code === code)!;
      expect([
        reportCadenceLabel(s),
        reportFeeText(s),
        formatMoney(s.filingFee),
        formatMoney(s.yearlyStateCost),
      ]).toEqual([label, fee, charged, yearly]);
    },
  );

  it('covers every state with a row', () => {
    expect(ROWS.map((r) => r[0]).sort()).toEqual(states.map((s) => s.code).sort());
  });
});

const ROWS: [string, string, string, string, string][] = [
  ['AK', 'Report every two years', '$100.00 every two years', '$250.00', '$50.00'],
  ['AL', 'Report every year', '$50.00 every year', '$200.00', '$100.00'],
  ['AR', 'Report every year', '$150.00 every year', '$45.00', '$300.00'],
  ['AZ', 'No annual report', 'None', '$50.00', '$0.00'],
  ['CA', 'Report every two years', '$20.00 every two years', '$70.00', '$810.00'],
  ['CO', 'Report every year', '$25.00 every year', '$50.00', '$25.00'],
  ['CT', 'Report every year', '$80.00 every year', '$120.00', '$80.00'],
  ['DC', 'Report every two years', '$300.00 every two years', '$99.00', '$150.00'],
  ['DE', 'No annual report', 'None', '$90.00', '$300.00'],
  ['FL', 'Report every year', '$138.75 every year', '$125.00', '$138.75'],
  ['GA', 'Report every year', '$50.00 every year', '$100.00', '$50.00'],
  ['HI', 'Report every year', '$13.50 every year', '$51.00', '$13.50'],
  ['IA', 'Report every two years', '$30.00 every two years', '$50.00', '$15.00'],
  ['ID', 'Report every year', 'No fee, filed every year', '$100.00', '$0.00'],
  ['IL', 'Report every year', '$75.00 every year', '$150.00', '$75.00'],
  ['IN', 'Report every two years', '$32.00 every two years', '$95.00', '$16.00'],
  ['KS', 'Report every two years', '$50.00 every two years', '$85.00', '$25.00'],
  ['KY', 'Report every year', '$15.00 every year', '$40.00', '$190.00'],
  ['LA', 'Report every year', '$30.00 every year', '$100.00', '$30.00'],
  ['MA', 'Report every year', '$500.00 every year', '$500.00', '$500.00'],
  ['MD', 'Report every year', '$300.00 every year', '$100.00', '$300.00'],
  ['ME', 'Report every year', '$85.00 every year', '$175.00', '$85.00'],
  ['MI', 'Report every year', '$25.00 every year', '$50.00', '$25.00'],
  ['MN', 'Report every year', 'No fee, filed every year', '$155.00', '$0.00'],
  ['MO', 'No annual report', 'None', '$50.00', '$0.00'],
  ['MS', 'Report every year', 'No fee, filed every year', '$50.00', '$0.00'],
  ['MT', 'Report every year', '$20.00 every year', '$35.00', '$20.00'],
  ['NC', 'Report every year', '$202.00 every year', '$125.00', '$202.00'],
  ['ND', 'Report every year', '$50.00 every year', '$135.00', '$50.00'],
  ['NE', 'Report every two years', '$28.00 every two years', '$100.00', '$14.00'],
  ['NH', 'Report every year', '$102.00 every year', '$102.00', '$102.00'],
  ['NJ', 'Report every year', '$75.00 every year', '$125.00', '$225.00'],
  ['NM', 'No annual report', 'None', '$50.00', '$0.00'],
  ['NV', 'Report every year', '$350.00 every year', '$75.00', '$350.00'],
  ['NY', 'Report every two years', '$9.00 every two years', '$200.00', '$4.50'],
  ['OH', 'No annual report', 'None', '$99.00', '$0.00'],
  ['OK', 'Report every year', '$25.00 every year', '$104.00', '$25.00'],
  ['OR', 'Report every year', '$100.00 every year', '$100.00', '$100.00'],
  ['PA', 'Report every year', '$7.00 every year', '$125.00', '$7.00'],
  ['RI', 'Report every year', '$50.00 every year', '$156.00', '$450.00'],
  ['SC', 'No annual report', 'None', '$110.00', '$0.00'],
  ['SD', 'Report every year', '$50.00 every year', '$150.00', '$50.00'],
  ['TN', 'Report every year', '$300.00 every year', '$300.00', '$400.00'],
  [
    'TX',
    'Information report every year, no fee',
    'No fee (information report only)',
    '$300.00',
    '$0.00',
  ],
  ['UT', 'Report every year', '$18.00 every year', '$59.00', '$18.00'],
  ['VA', 'Report every year', '$50.00 every year', '$100.00', '$50.00'],
  ['VT', 'Report every year', '$45.00 every year', '$155.00', '$295.00'],
  ['WA', 'Report every year', '$60.00 every year', '$180.00', '$60.00'],
  ['WI', 'Report every year', '$25.00 every year', '$130.00', '$25.00'],
  ['WV', 'Report every two years', '$25.00 every two years', '$100.00', '$12.50'],
  ['WY', 'Report every year', '$60.00 every year', '$100.00', '$60.00'],
];
