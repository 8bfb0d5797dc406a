import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TProduct, TReceiptsPage } from '@charterline/shared/schemas/billing';
import { CURRENT_COMPANY_KEY } from '@/lib/storage';
import { dashboardRoutes, signIn, TOKENS } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fill, press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

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

const PRODUCTS: TProduct[] = [
  {
    id: 'p1',
    productKey: 'bookkeeping',
    name: 'Bookkeeping',
    description: 'Monthly books, done for you.',
    category: 'accounting',
    productType: 'BOOKKEEPING',
    price: 99900,
    currency: 'USD',
    interval: 'year',
  },
];

const billingRoutes = () => ({
  ...dashboardRoutes(),
  'GET /client/company/v7/receipts/paged?page=0&size=10': { data: receipts(0) },
  'GET /client/company/v7/receipts/paged?page=1&size=10': { data: receipts(1) },
  'GET /client/v9/billing/products': { data: PRODUCTS },
  'GET /client/company/v7/billing-address': { data: null },
});

describe('/dashboard/billing', () => {
  setUpRouteTests();

  it('lists the receipts page by page, and the services to buy', async () => {
    signIn();
    const api = mockApi(billingRoutes());
    renderRoute('/dashboard/billing');
    expect(await screen.findByText('CL-2026-0001')).toBeTruthy();
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('Bookkeeping')).toBeTruthy();
    expect(screen.getByText('$999.00 / year')).toBeTruthy();
    press('Next');
    expect(await screen.findByText('CL-2026-0002')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
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
    renderRoute('/dashboard/billing');
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
