import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPrice } from '@charterline/shared/schemas/billing';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { offer, product, WA_INITIAL_REPORT } from '@/test/service-fixtures';

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
      productKey: 'state-fee-WA',
      name: 'Washington formation filing (Certificate of Formation, online)',
      amount: 18000,
      kind: 'state_fee',
    },
  ],
  subtotal: 29900,
  stateFee: 18000,
  total: 47900,
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
  laterStateCosts: [WA_INITIAL_REPORT],
};

/** The "Due later, paid when filed" section in `root`: its words and its items. */
const laterCostsIn = (root: HTMLElement) => {
  const later = within(root).getByRole('region', { name: 'Due later, paid when filed' });
  return {
    text: later.textContent,
    items: within(later)
      .queryAllByRole('listitem')
      .map((li) => li.textContent),
  };
};

/** A state as GET allowed-states answers it for a company formed on 10 March 2026. */
const allowedState = (over: Partial<TAllowedState> & Pick<TAllowedState, 'code' | 'name'>) => ({
  filingFee: 10000,
  filingForm: 'Articles of Organization',
  firstYearAnnualReportFee: 0,
  annualReportFee: 0,
  annualReportCadence: 'annual',
  franchiseTaxYearOne: 0,
  franchiseTaxOngoing: 0,
  formationFilings: [
    {
      name: `${over.name} formation filing (Articles of Organization)`,
      amount: over.filingFee ?? 10000,
    },
  ],
  laterStateCosts: [],
  yearlyStateCost: 0,
  currency: 'USD' as const,
  sosUrl: 'https://sos.example.gov',
  notes: null,
  source: '2026 LLC Cost Index (llcformationcost.com), CC BY 4.0',
  lastVerified: '2026-11-23',
  ...over,
});

const STATES = [
  allowedState({
    code: 'NC',
    name: 'North Carolina',
    filingFee: 12500,
    filingForm: 'Articles of Organization (Form L-01)',
    annualReportFee: 20200,
    formationFilings: [
      {
        name: 'North Carolina formation filing (Articles of Organization, Form L-01)',
        amount: 12500,
      },
    ],
    yearlyStateCost: 20200,
  }),
  allowedState({
    code: 'WA',
    name: 'Washington',
    filingFee: 18000,
    filingForm: 'Certificate of Formation (online)',
    annualReportFee: 6000,
    formationFilings: [
      { name: 'Washington formation filing (Certificate of Formation, online)', amount: 18000 },
    ],
    laterStateCosts: PRICE.laterStateCosts,
    yearlyStateCost: 6000,
  }),
];

describe('pre-payment: the state picker says what is charged now and what later', () => {
  setUpRouteTests();

  /** The chosen state's panel beside the list. */
  const panel = (): HTMLElement => {
    const aside = document.querySelector<HTMLElement>('aside[aria-live]');
    if (!aside) throw new Error('no state panel');
    return aside;
  };

  const open = async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(newCompany()),
      'GET /client/company/v7/formation/allowed-states': { data: STATES },
      'GET /client/v9/billing/products': {
        data: [
          product({
            productKey: 'company-onboarding-bundle',
            name: 'LLC formation bundle',
            price: 29900,
          }),
        ],
      },
    });
    renderRoute('/dashboard/onboarding/pre-payment/step-1');
    fireEvent.click(await screen.findByRole('radio', { name: /Washington/ }));
    return panel();
  };

  it('charges the formation filing at checkout and lists the initial report as due later, not charged now', async () => {
    const panel = await open();
    const charged = within(panel).getByRole('region', { name: 'Charged at checkout' });
    const rows = [...charged.querySelectorAll('dl > div')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Washington formation filing (Certificate of Formation, online)$180.00',
      'Our LLC formation bundle$299.00',
      'Total at checkout (bundle + state filing)$479.00',
    ]);
    const later = laterCostsIn(panel);
    expect(later.text).toContain('Not charged now.');
    expect(later.items).toEqual(['Initial reportDue Jul 8, 2026$10.00']);
    expect(panel.textContent).toContain('First 12 months in all (checkout + due later)$489.00');
    const yearly = within(panel).getByRole('region', { name: 'Every year after' });
    expect(yearly.textContent).toContain('State fees every year after$60.00');
    expect(panel.textContent).not.toContain('first year');
  });

  it('says when nothing else is due to the state in the first 12 months', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /North Carolina/ }));
    expect(within(panel()).getByTestId('checkout-total').textContent).toContain('$424.00');
    const later = laterCostsIn(panel());
    expect(later.text).toContain('Nothing else is due to the state in the first 12 months.');
    expect(later.items).toEqual([]);
    expect(panel().textContent).not.toContain('First 12 months in all');
    // The list says which figure each state's price is.
    const row = screen.getByRole('radio', { name: /North Carolina/ }).closest('label');
    expect(row?.textContent).toContain('$125.00filing fee, at checkout');
  });
});

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

  /** The payment step of a company that chose `state`, priced as PRICE. */
  const openPaymentStep = (state: string) => {
    signIn();
    const picked = newCompany({ state, onboardingStatus: 'PENDING_PAYMENT' });
    mockApi({
      ...dashboardRoutes(picked),
      'POST /client/v9/billing/products/calculate-price': { data: PRICE },
    });
    renderRoute('/dashboard/onboarding/pre-payment/step-3');
  };

  it('charges the state’s formation filing and lists the state’s later costs as not in the total', async () => {
    openPaymentStep('WA');
    const order = await screen.findByRole('table', { name: 'Order summary' });
    expect(
      within(order)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LLC formation bundle$299.00',
      'Washington formation filing (Certificate of Formation, online)$180.00',
      'Total today$479.00',
      expect.stringContaining('Then $308.00 a year'),
    ]);
    const later = laterCostsIn(document.body);
    expect(later.text).toContain('Not in today’s total');
    expect(later.items).toEqual(['Initial reportDue Jul 8, 2026$10.00']);
  });

  it('states the all-in yearly cost after the first year, line by line with the state’s source', async () => {
    openPaymentStep('WY');
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
