import { describe, expect, it } from 'vitest';
import {
  reportCadenceLabel,
  reportFeeText,
  stateYearlyLine,
  yearsBetweenReports,
} from './state-fees';

describe('report cadences in words (issue 17)', () => {
  it.each([
    ['annual', 700, 1, 'Report every year', '$7.00 every year'],
    ['annual', 0, 1, 'Report every year', 'No fee, filed every year'],
    ['biennial', 2000, 2, 'Report every two years', '$20.00 every two years'],
    ['decennial', 700, 10, 'Report every ten years', '$7.00 every ten years'],
    ['none', 0, 0, 'No annual report', 'None'],
    [
      'annual-info-only',
      0,
      1,
      'Information report every year, no fee',
      'No fee (information report only)',
    ],
    ['annual-franchise', 30_000, 1, 'Annual franchise tax every year', '$300.00 every year'],
    ['biennial-odd-years', 3000, 2, 'Report every two years', '$30.00 every two years'],
    ['something-new', 5000, 1, 'Report every year', '$50.00 every year'],
  ])('%s at %i cents: every %i years, %j, %j', (code, fee, every, label, text) => {
    const s = { annualReportCadence: code, annualReportFee: fee };
    expect(yearsBetweenReports(code)).toBe(every);
    expect(reportCadenceLabel(s)).toBe(label);
    expect(reportFeeText(s)).toBe(text);
    expect(`${label} ${text}`).not.toMatch(/[a-z]+-[a-z]+/); // never a raw code
  });
});

describe("the state picker's yearly line (issue 36)", () => {
  it.each([
    ['none', 0, 30_000, 'No annual report · $300.00 yearly tax'],
    ['none', 0, 0, 'No annual report or yearly tax'],
    ['biennial', 2000, 80_000, 'Report every two years ($20.00) · $800.00 yearly tax'],
    ['annual', 6000, 0, 'Report every year ($60.00)'],
    ['annual', 0, 0, 'Report every year (no fee)'],
    ['annual-info-only', 0, 0, 'Information report every year, no fee'],
    ['annual-info-only', 0, 17_500, 'Information report every year, no fee · $175.00 yearly tax'],
    ['annual-franchise', 30_000, 0, 'Annual franchise tax every year ($300.00)'],
  ])('%s, report %i, tax %i: %j', (code, fee, tax, line) => {
    expect(
      stateYearlyLine({
        annualReportCadence: code,
        annualReportFee: fee,
        franchiseTaxOngoing: tax,
      }),
    ).toBe(line);
  });
});
