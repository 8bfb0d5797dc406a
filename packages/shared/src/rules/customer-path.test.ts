import { describe, expect, it } from 'vitest';
import { BRING_YOUR_LLC_PATH, customerPathOf, signupLandingPath } from './customer-path';

const company = (over: Partial<Parameters<typeof customerPathOf>[0]> = {}) => ({
  origin: 'FORMED_HERE' as const,
  stateFileNumber: null,
  detailsVerified: false,
  signupService: null,
  paymentStatus: 'NOT_PAID' as const,
  state: null,
  ...over,
});

describe('the three paths in', () => {
  it('reads each path from the company', () => {
    expect(customerPathOf(company())).toEqual({ kind: 'new-llc' });
    expect(customerPathOf(company({ origin: 'FORMED_ELSEWHERE' }))).toEqual({
      kind: 'bring-your-llc',
    });
    expect(customerPathOf(company({ origin: 'FORMED_ELSEWHERE', stateFileNumber: '1' }))).toEqual({
      kind: 'verifying',
    });
    expect(
      customerPathOf(
        company({ origin: 'FORMED_ELSEWHERE', stateFileNumber: '1', detailsVerified: true }),
      ),
    ).toEqual({ kind: 'verified' });
    expect(customerPathOf(company({ signupService: 'BOOKKEEPING_SERVICE' }))).toEqual({
      kind: 'one-service',
      productKey: 'bookkeeping',
    });
    // Formation chosen or paid, or the formation service: the wizard.
    expect(customerPathOf(company({ signupService: 'BOOKKEEPING_SERVICE', state: 'WY' }))).toEqual({
      kind: 'new-llc',
    });
    expect(customerPathOf(company({ signupService: 'COMPANY_FORMATION_SERVICE' }))).toEqual({
      kind: 'new-llc',
    });
  });

  it('lands a new account on its path', () => {
    expect(signupLandingPath({ businessType: 'NEW', serviceCode: undefined })).toBe(
      '/dashboard/home',
    );
    expect(signupLandingPath({ businessType: 'NEW', serviceCode: 'FEDERAL_TAX_SERVICE' })).toBe(
      '/dashboard/billing/offer/federal-tax-preparation',
    );
    expect(signupLandingPath({ businessType: 'EXISTING', serviceCode: null })).toBe(
      BRING_YOUR_LLC_PATH,
    );
    expect(
      signupLandingPath({ businessType: 'EXISTING', serviceCode: 'BOOKKEEPING_SERVICE' }),
    ).toBe(`${BRING_YOUR_LLC_PATH}?returnTo=%2Fdashboard%2Fbilling%2Foffer%2Fbookkeeping`);
  });
});
