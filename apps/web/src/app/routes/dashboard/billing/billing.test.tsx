import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TReceiptsPage } from '@charterline/shared/schemas/billing';
import type { TOffer } from '@charterline/shared/schemas/services';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { CURRENT_COMPANY_KEY } from '@/lib/storage';
import { dashboardRoutes, signIn, TOKENS } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fill, press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { offer, product } from '@/test/service-fixtures';

const receipts = (page: number, totalPages = 2): TReceiptsPage => ({
  content: [
    {
      id: `r${page}`,
      number: `CL-2026-000${page + 1}`,
      invoiceNumber: `INV-2026-000${page + 1}`,
      issuedAt: '2026-11-23T10:00:00.000Z',
      paidAt: '2026-11-23T10:00:00.000Z',
      card: { brand: 'visa', last4: '4242' },
      total: 9900,
      currency: 'USD',
      items: [{ name: 'EIN application', amount: 9900 }],
    },
  ],
  page,
  size: 10,
  totalElements: totalPages,
  totalPages,
});

const BOOKKEEPING = product({
  productKey: 'bookkeeping',
  name: 'Bookkeeping',
  description: 'Monthly books, done for you.',
  category: 'tax',
  productType: 'BOOKKEEPING',
  price: 99900,
  interval: 'year',
});

/** The catalogue as offered: recommended, available, included and owned products. */
const OFFERS: TOffer[] = [
  offer(product({ productKey: 'boi-filing', name: 'BOI filing', category: 'compliance' })),
  offer(
    product({
      productKey: 'registered-agent',
      name: 'Registered agent',
      category: 'compliance',
      interval: 'year',
    }),
    { state: 'INCLUDED', includedIn: 'LLC formation bundle' },
  ),
  offer(product({ productKey: 'ein', name: 'EIN application', category: 'formation' }), {
    state: 'OWNED',
  }),
  offer(product({ productKey: 'mail-unlock', name: 'Mail unlock', category: 'mail', price: 900 })),
  offer(BOOKKEEPING, { recommended: true }),
];

const billingRoutes = () => ({
  ...dashboardRoutes(),
  'GET /client/company/v7/receipts/paged?page=0&size=10': { data: receipts(0) },
  'GET /client/company/v7/receipts/paged?page=1&size=10': { data: receipts(1) },
  'GET /client/company/v7/offers?moment=billing': { data: OFFERS },
  'GET /client/company/v7/billing-address': { data: null },
  'GET /client/company/v7/billing-address/on-receipts': { data: null },
  'GET /client/company/v7/payment-method': { data: { provider: 'local', card: null } },
});

const NO_RECEIPTS = {
  'GET /client/company/v7/receipts/paged?page=0&size=10': {
    data: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 },
  },
};

describe('/dashboard/billing', () => {
  setUpRouteTests();

  it('lists the receipts page by page', async () => {
    signIn();
    const api = mockApi(billingRoutes());
    renderRoute('/dashboard/billing');
    expect(await screen.findByText('CL-2026-0001')).toBeTruthy();
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    press('Next');
    expect(await screen.findByText('CL-2026-0002')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('opens on Receipts when there are any, the catalogue and the card one tab away in the address', async () => {
    signIn();
    const api = mockApi(billingRoutes());
    const router = renderRoute('/dashboard/billing');
    const tabs = await screen.findByRole('tablist', { name: 'Billing' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Receipts', 'Buy services', 'Payment method']);
    expect(within(tabs).getByRole('tab', { name: 'Receipts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('CL-2026-0001')).toBeTruthy();
    // Nothing of the catalogue stands before the receipts.
    expect(screen.queryByRole('region', { name: 'Add services' })).toBeNull();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Buy services' }));
    expect(await screen.findByRole('region', { name: 'Add services' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=buy');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Payment method' }));
    expect(await screen.findByText('No card saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save billing address' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=payment');
    expect(api.unanswered).toEqual([]);
  });

  it('opens on Buy services for a customer with no receipt yet, the categories folded', async () => {
    signIn();
    mockApi({ ...billingRoutes(), ...NO_RECEIPTS });
    renderRoute('/dashboard/billing');
    const catalogue = await screen.findByRole('region', { name: 'Add services' });
    // Recommended is open; every other category is one line until opened.
    expect(
      await within(catalogue).findByRole('button', { name: 'Buy Bookkeeping — $999.00' }),
    ).toBeTruthy();
    expect(within(catalogue).queryByText('BOI filing')).toBeNull();
    const compliance = within(catalogue).getByRole('button', { name: /^Compliance/ });
    expect(compliance.getAttribute('aria-expanded')).toBe('false');
    expect(compliance.textContent).toContain('2 services');
    fireEvent.click(compliance);
    expect(compliance.getAttribute('aria-expanded')).toBe('true');
    expect(within(catalogue).getByRole('button', { name: 'Buy BOI filing — $99.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Receipts' }));
    expect(await screen.findByText(/No receipts yet/)).toBeTruthy();
  });

  it('defaults the billing country to the company’s own, and says what receipts print meanwhile', async () => {
    signIn();
    mockApi({
      ...billingRoutes(),
      'GET /client/company/v7/billing-address/on-receipts': {
        data: {
          name: 'Lumière Conseil LLC',
          line1: '12 Rue Oberkampf',
          city: 'Paris',
          postalCode: '75011',
          country: 'FR',
        },
      },
    });
    renderRoute('/dashboard/billing?view=payment');
    expect(
      await screen.findByText(
        'Until you save one, receipts print: Lumière Conseil LLC, 12 Rue Oberkampf, Paris, 75011, France.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Country/ }).textContent).toContain('France'),
    );
  });

  it('offers the whole catalogue by category, recommended first, one button per product', async () => {
    signIn();
    const api = mockApi(billingRoutes());
    renderRoute('/dashboard/billing?view=buy');
    const catalogue = await screen.findByRole('region', { name: 'Add services' });
    await within(catalogue).findByText('Bookkeeping');
    for (const name of ['Formation', 'Compliance', 'Mail'])
      fireEvent.click(within(catalogue).getByRole('button', { name: new RegExp(`^${name}`) }));
    const headings = within(catalogue)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Recommended for you',
      'Formation1 service',
      'Compliance2 services',
      'Mail1 service',
    ]);
    const group = (name: string) => within(catalogue).getByRole('region', { name });
    expect(within(group('Recommended for you')).getByText('Bookkeeping')).toBeTruthy();
    expect(within(group('Recommended for you')).getByText('then $999.00 a year')).toBeTruthy();
    expect(within(group('Compliance')).getByText('BOI filing')).toBeTruthy();
    // Included and owned products are never sold again: a label, no button.
    expect(within(group('Compliance')).getByText('Included in LLC formation bundle')).toBeTruthy();
    expect(within(group('Formation')).getByRole('link', { name: 'You have this' })).toBeTruthy();
    const buttons = within(catalogue)
      .getAllByRole('button')
      .filter((b) => !b.hasAttribute('aria-expanded'))
      .map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual([
      'Buy Bookkeeping — $999.00',
      'Buy BOI filing — $99.00',
      'Buy Mail unlock — $9.00',
    ]);
    // The test card hint once for the page, not under each button.
    expect(screen.getAllByText(/Test Mode: use card 4242 4242 4242 4242/)).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Your services: status and renewals' }).getAttribute('href'),
    ).toBe('/dashboard/services');
    expect(api.unanswered).toEqual([]);
  });

  it('opens the checkout for the product its button names', async () => {
    signIn();
    const api = mockApi({
      ...billingRoutes(),
      'POST /client/v9/billing/checkout/create-session': {
        data: {
          clientSecret: 'cs_1_secret_x',
          sessionId: 'cs_1',
          provider: 'local',
          amount: 99900,
          lineItems: [{ name: 'Bookkeeping', amount: 99900 }],
        },
      },
    });
    renderRoute('/dashboard/billing?view=buy');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Bookkeeping — $999.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Bookkeeping' });
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    const create = api.calls.find((c) => c.path.endsWith('/create-session'));
    expect(create?.body).toMatchObject({ items: ['bookkeeping'] });
  });

  it('keeps the checkout saying "Payment Successful!" when the refreshed offer says owned', async () => {
    // The redirect 3 s after success: cleared at the end (jsdom cannot navigate).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn();
      let paid = false;
      const owned = OFFERS.map((o) =>
        o.product.productKey === 'bookkeeping' ? { ...o, state: 'OWNED' as const } : o,
      );
      const api = mockApi({
        ...billingRoutes(),
        'GET /client/company/v7/offers?moment=billing': () => ({ data: paid ? owned : OFFERS }),
        'POST /client/v9/billing/checkout/create-session': () => {
          paid = true; // a free basket: paid at once, no card step
          return {
            data: {
              clientSecret: '',
              sessionId: 'cs_1',
              provider: 'local',
              amount: 0,
              lineItems: [],
              status: 'complete',
              redirectUrl: 'http://localhost:3000/dashboard/billing?session_id=cs_1',
            },
          };
        },
      });
      renderRoute('/dashboard/billing?view=buy');
      fireEvent.click(await screen.findByRole('button', { name: 'Buy Bookkeeping — $999.00' }));
      const dialog = await screen.findByRole('dialog', { name: 'Buy Bookkeeping' });
      await within(dialog).findByText('Payment Successful!');
      // The catalogue is asked again and says owned; the dialog still says paid.
      await waitFor(() =>
        expect(
          queryClient
            .getQueryData<TOffer[]>(queryKeys.offers.list({ moment: 'billing' }))
            ?.find((o) => o.product.productKey === 'bookkeeping')?.state,
        ).toBe('OWNED'),
      );
      await act(async () => {}); // its render
      expect(api.unanswered).toEqual([]);
      const still = screen.getByRole('dialog', { name: 'Buy Bookkeeping' });
      expect(within(still).getByText('Payment Successful!')).toBeTruthy();
    } finally {
      vi.clearAllTimers(); // the redirect: jsdom cannot navigate
      vi.useRealTimers();
    }
  });

  it('scrolls to and focuses the product of ?offer=', async () => {
    signIn();
    mockApi(billingRoutes());
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderRoute('/dashboard/billing?offer=mail-unlock');
    const card = await screen.findByText('Mail unlock');
    await waitFor(() => expect(document.activeElement).toBe(card.closest('li')));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('says when the catalogue could not be loaded, with a retry', async () => {
    signIn();
    let fail = true;
    mockApi({
      ...billingRoutes(),
      'GET /client/company/v7/offers?moment=billing': () =>
        fail ? { status: 403, message: 'Forbidden' } : { data: OFFERS },
    });
    renderRoute('/dashboard/billing?view=buy');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('What we offer could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Buy Bookkeeping — $999.00' })).toBeTruthy();
  });

  it('saves the billing address after checking it with the shared schema', async () => {
    signIn();
    const saved = {
      name: 'Acme LLC',
      line1: '1 Main St',
      city: 'Cheyenne',
      region: 'WY',
      postalCode: '82001',
      country: 'US',
    };
    const api = mockApi({
      ...billingRoutes(),
      'POST /client/company/v7/billing-address': { data: saved },
    });
    renderRoute('/dashboard/billing?view=payment');
    const save = await screen.findByRole('button', { name: 'Save billing address' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    // Every field says what is wrong next to it, in the catalogue's words.
    const errorOf = (label: string) => {
      const input = screen.getByLabelText(label);
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(await screen.findByText('Please enter the street address.')).toBeTruthy();
    expect(errorOf('Name on receipts')).toBe('Please enter the name to print on receipts.');
    expect(errorOf('City')).toBe('Please enter the city.');
    expect(screen.queryByText(/Too small|expected string/)).toBeNull();
    fill({
      'Name on receipts': 'Acme LLC',
      Address: '1 Main St',
      'Address line 2 (optional)': 'x'.repeat(201),
      City: 'Cheyenne',
      'Region (optional)': 'WY',
      'Postal code (optional)': '1'.repeat(21),
    });
    fireEvent.click(save);
    expect(await screen.findByText('The postal code can be at most 20 characters.')).toBeTruthy();
    expect(errorOf('Postal code (optional)')).toBe('The postal code can be at most 20 characters.');
    expect(errorOf('Address line 2 (optional)')).toBe(
      'An address line can be at most 200 characters.',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fill({ 'Address line 2 (optional)': '', 'Postal code (optional)': '82001' });
    fireEvent.click(save);
    expect(await screen.findByText('Your billing address has been saved.')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ ...saved, line2: '' });
  });

  it('downloads a receipt with the token and the current company', async () => {
    signIn();
    window.localStorage.setItem(CURRENT_COMPANY_KEY, 'c1');
    const api = mockApi({
      ...billingRoutes(),
      'GET /client/company/v7/receipt/r0/download': { data: null },
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    renderRoute('/dashboard/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Receipt' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    const download = api.calls.find((c) => c.path.endsWith('/download'));
    expect(download?.headers.get('authorization')).toBe(`Bearer ${TOKENS.accessToken}`);
    expect(download?.headers.get('x-company-id')).toBe('c1');
  });
});
