import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { ChooseStateStep } from './choose-state';

const state = (over: Partial<TAllowedState>): TAllowedState => ({
  code: 'XX',
  name: 'Nowhere',
  filingFee: 10000,
  filingForm: 'Articles of Organization',
  firstYearAnnualReportFee: 0,
  annualReportFee: 0,
  annualReportCadence: 'annual',
  franchiseTaxYearOne: 0,
  franchiseTaxOngoing: 0,
  formationFilings: [],
  laterStateCosts: [],
  yearlyStateCost: 0,
  currency: 'USD',
  sosUrl: 'https://example.gov',
  notes: null,
  source: 'Secretary of State',
  lastVerified: '2026-11-23',
  ...over,
});

// As the API sends them from the facts table (allowed-states.test.ts holds the real rows).
const STATES = [
  state({
    code: 'DE',
    name: 'Delaware',
    filingFee: 9000,
    annualReportCadence: 'none',
    franchiseTaxOngoing: 30000,
    yearlyStateCost: 30000,
  }),
  state({
    code: 'CA',
    name: 'California',
    filingFee: 7000,
    annualReportFee: 2000,
    annualReportCadence: 'biennial',
    franchiseTaxOngoing: 80000,
    yearlyStateCost: 81000,
  }),
  state({ code: 'WY', name: 'Wyoming', annualReportFee: 6000, yearlyStateCost: 6000 }),
  state({ code: 'AZ', name: 'Arizona', filingFee: 5000, annualReportCadence: 'none' }),
  state({ code: 'ID', name: 'Idaho' }),
];

const apiRequest = vi.fn((path: string): Promise<unknown> =>
  Promise.resolve(path.endsWith('/formation/allowed-states') ? STATES : []),
);
vi.mock('@/lib/api-client', () => ({
  ApiError: class ApiError extends Error {},
  apiRequest: (path: string) => apiRequest(path),
}));

const company = { state: null } as unknown as TCompanyDetails;

// Issue 36 (minor): Delaware read "No annual report", its $300 yearly tax out of sight.
describe('the state picker says what each state costs every year', () => {
  it.each([
    ['Delaware', 'No annual report · $300.00 yearly tax'],
    ['California', 'Report every two years ($20.00) · $800.00 yearly tax'],
    ['Wyoming', 'Report every year ($60.00)'],
    ['Arizona', 'No annual report or yearly tax'],
    ['Idaho', 'Report every year (no fee)'],
  ])('%s: %j', async (name, line) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChooseStateStep company={company} next={() => undefined} back={() => undefined} />
      </QueryClientProvider>,
    );
    const radio = await screen.findByRole('radio', { name: new RegExp(`^${name}`) });
    const row = radio.closest('label') as HTMLElement;
    expect(within(row).getByText(line)).toBeTruthy();
  });
});
