import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPrice } from '@charterline/shared/schemas/billing';
import { dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { offer, product } from '@/test/service-fixtures';

const company = newCompany({ state: 'WY' });

const PRE_PAYMENT_OFFERS = [
  offer(product({ productKey: 'ein-expedited', name: 'Expedited EIN', price: 14900 })),
  offer(
    product({ productKey: 'bookkeeping', name: 'Bookkeeping', price: 99900, interval: 'year' }),
  ),
  offer(product({ productKey: 'operating-agreement', name: 'Operating agreement' }), {
    state: 'INCLUDED',
    includedIn: 'LLC formation bundle',
  }),
];

const PRICE: TPrice = {
  lineItems: [
    {
      productKey: 'company-onboarding-bundle',
      name: 'LLC formation bundle',
      amount: 29900,
      kind: 'product',
    },
    {
      productKey: 'state-fee',
      name: 'Wyoming state fees (first year)',
      amount: 10200,
      kind: 'state_fee',
    },
  ],
  subtotal: 29900,
  stateFee: 10200,
  total: 40100,
  currency: 'USD',
  yearlyAfterFirstYear: 30800,
  yearlyBreakdown: [
    { name: 'Registered agent', amount: 9900, source: null },
    { name: 'Mailing address', amount: 14900, source: null },
    {
      name: 'Wyoming annual report',
      amount: 6000,
      source: 'https://sos.wyo.gov/Business/AnnualReport.aspx',
    },
  ],
};

describe('pre-payment: optional products and the yearly cost', () => {
  setUpRouteTests();

  it('offers the pre-payment products, the included one not selectable, with a running subtotal', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(company),
      'GET /client/company/v7/offers?moment=pre-payment': { data: PRE_PAYMENT_OFFERS },
      'POST /client/company/v7/formation/selection': { data: { company } },
    });
    renderRoute('/dashboard/onboarding/pre-payment/step-2');
    const ein = await screen.findByRole('checkbox', { name: /Expedited EIN/ });
    const subtotal = screen.getByTestId('optional-subtotal');
    expect(subtotal.textContent).toContain('Nothing added');
    expect(subtotal.textContent).toContain('Optional products subtotal: $0.00');
    // The bundle's operating agreement is shown as included, never as a choice.
    expect(screen.getByText('Included in LLC formation bundle.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Operating agreement/ })).toBeNull();
    expect(screen.getByText('$999.00 · then $999.00 a year')).toBeTruthy();
    fireEvent.click(ein);
    expect(subtotal.textContent).toContain('Optional products subtotal: $149.00');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bookkeeping/ }));
    expect(subtotal.textContent).toContain('2 added to your order.');
    expect(subtotal.textContent).toContain('Optional products subtotal: $1,148.00');
    fireEvent.click(ein);
    expect(subtotal.textContent).toContain('Optional products subtotal: $999.00');
    press('CONTINUE');
    await waitFor(() =>
      expect(api.callTo('/client/company/v7/formation/selection')?.body).toEqual({
        state: 'WY',
        products: ['bookkeeping'],
      }),
    );
  });

  it('states the all-in yearly cost after the first year, line by line with the state’s source', async () => {
    signIn();
    const picked = newCompany({ state: 'WY', onboardingStatus: 'PENDING_PAYMENT' });
    mockApi({
      ...dashboardRoutes(picked),
      'POST /client/v9/billing/products/calculate-price': { data: PRICE },
    });
    renderRoute('/dashboard/onboarding/pre-payment/step-3');
    const yearly = await screen.findByTestId('yearly-after-first-year');
    expect(yearly.querySelector('p')?.textContent).toBe(
      'Then $308.00 a year from your second year:',
    );
    const lines = within(yearly)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Registered agent$99.00',
      'Mailing address$149.00',
      'Wyoming annual report source $60.00',
    ]);
    const source = within(yearly).getByRole('link', {
      name: 'Source of Wyoming annual report (opens in a new tab)',
    });
    expect(source.getAttribute('href')).toBe('https://sos.wyo.gov/Business/AnnualReport.aspx');
  });
});
