import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
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
    // Delaware: $90 to form, $300 annual tax, no annual report.
    expect(byCode.DE).toMatchObject({ filingFee: 9000, annualReportCadence: 'none' });
    expect(byCode.DE?.yearlyStateCost).toBe(30_000);
    // California: $800 annual tax and a $20 statement every two years ($10 a year).
    expect(byCode.CA?.yearlyStateCost).toBe(80_000 + 1000);
    // Wyoming: $60 minimum annual report licence tax.
    expect(byCode.WY?.yearlyStateCost).toBe(6000);
    expect(byCode.WY?.firstYearStateCost).toBe(10_000 + 6000);
  });
});
