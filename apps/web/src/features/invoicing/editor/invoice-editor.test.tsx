import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  TInvoice,
  TInvoiceCustomer,
  TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const C = '/client/company/v7';
const CUSTOMER: TInvoiceCustomer = {
  id: '5b0f7c3e-3a1d-4c1e-9b7a-1f2e3d4c5b6a',
  name: 'Nube Clara SL',
  email: 'ana@nubeclara.es',
  address: null,
  taxId: null,
  currency: 'USD',
  notes: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  credits: [],
};
const SETTINGS: TInvoiceSettingsView = {
  prefix: 'AW',
  defaultTerms: 'net_15',
  defaultCurrency: 'USD',
  footer: null,
  paymentInstructions: null,
  reminders: { beforeDue: true, onDue: true, afterDue: true },
  cardPayments: {
    enabled: false,
    productKey: 'invoicing-payments',
    provider: 'local',
    connected: false,
  },
  nextNumber: 'AW-2026-0001',
  ein: '12-3456789',
  seller: { legalName: 'Acme Widgets LLC', address: null },
};
const INVOICE_ID = '9d1e6c1a-0b7e-4f43-8a55-6f7e8d9c0b1a';
const isoDaysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const draft = (over: Partial<TInvoice> = {}): TInvoice => ({
  id: INVOICE_ID,
  number: null,
  status: 'draft',
  shownStatus: 'draft',
  customer: {
    id: CUSTOMER.id,
    name: CUSTOMER.name,
    email: CUSTOMER.email,
    address: null,
    taxId: null,
  },
  currency: 'USD',
  // Dated today: sending it asks nothing (a backdated draft asks, tested below).
  issueDate: isoDaysFromToday(0),
  dueDate: isoDaysFromToday(15),
  terms: 'net_15',
  lines: [
    {
      description: 'Design',
      quantity: 1,
      unitPrice: 10000,
      taxRate: 0,
      amount: 10000,
      discount: 0,
      tax: 0,
    },
  ],
  discount: null,
  subtotal: 10000,
  discountTotal: 0,
  taxTotal: 0,
  total: 10000,
  creditedTotal: 0,
  amountPaid: 0,
  balance: 10000,
  creditOwed: 0,
  refundedTotal: 0,
  creditKept: 0,
  creditApplied: 0,
  refunds: [],
  cardRefundable: 0,
  customerCredit: 0,
  memo: null,
  footer: null,
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  finalizedAt: null,
  paidAt: null,
  voidedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  payments: [],
  creditNotes: [],
  events: [],
  ...over,
});

const routes = (extra: Record<string, TMockAnswer | ((body: unknown) => TMockAnswer)> = {}) => ({
  ...dashboardRoutes(companyDetails({ companyStatus: 'COMPLETED', companyName: 'Acme Widgets' })),
  [`GET ${C}/invoicing/settings`]: { data: SETTINGS },
  [`GET ${C}/invoicing/customers`]: { data: [CUSTOMER] },
  ...extra,
});

const line = (n: number) => within(screen.getByRole('group', { name: `Line ${n}` }));
const type = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const totals = () => within(screen.getByRole('region', { name: 'Totals' }));
const totalOf = (label: string) =>
  totals().getByText(label).parentElement?.querySelector('dd')?.textContent;

const openNew = async () => {
  signIn();
  const router = renderRoute('/dashboard/invoicing/new');
  await screen.findByRole('heading', { name: 'New invoice' });
  // The form starts once the settings' defaults are in.
  await screen.findByRole('group', { name: 'Line 1' });
  return router;
};
const pickCustomer = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Nube Clara SL/ }));
  expect(await screen.findByRole('button', { name: 'Change customer' })).toBeTruthy();
};

// Issue 21: the invoice form with live totals (decision 0144).
describe('/dashboard/invoicing/new', () => {
  setUpRouteTests();

  it('shows live totals with a decimal quantity, tax per line and a percentage discount', async () => {
    mockApi(routes());
    await openNew();
    // The settings' default terms; the due date follows from the issue date.
    expect((screen.getByLabelText('Terms') as HTMLSelectElement).value).toBe('net_15');
    type(line(1), 'Description', 'Design');
    type(line(1), 'Quantity', '1.5');
    type(line(1), 'Unit price', '100.00');
    type(line(1), 'Tax %', '10');
    expect(line(1).getByText('$150.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type(line(2), 'Description', 'Hosting');
    type(line(2), 'Quantity', '2');
    type(line(2), 'Unit price', '20.25');
    expect(line(2).getByText('$40.50')).toBeTruthy();
    expect(totalOf('Subtotal')).toBe('$190.50');
    expect(totalOf('Tax')).toBe('$15.00');

    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: 'percent' } });
    fireEvent.change(await screen.findByLabelText('Discount %'), { target: { value: '10' } });
    // 10% of 190.50 = 19.05, shared 15.00 / 4.05; tax is on the first line's 135.00.
    expect(totalOf('Subtotal')).toBe('$190.50');
    expect(totalOf('Discount')).toBe('−$19.05');
    expect(totalOf('Tax')).toBe('$13.50');
    expect(totalOf('Total')).toBe('$184.95');
  });

  it('adds a line with Enter in the last field and removes one from the keyboard', async () => {
    mockApi(routes());
    await openNew();
    const user = userEvent.setup();
    await user.click(line(1).getByLabelText('Description'));
    await user.keyboard('Design');
    // Tab goes along the line in order.
    await user.tab();
    expect(document.activeElement).toBe(line(1).getByLabelText('Quantity'));
    await user.tab();
    expect(document.activeElement).toBe(line(1).getByLabelText('Unit price'));
    await user.tab();
    expect(document.activeElement).toBe(line(1).getByLabelText('Tax %'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(line(2).getByLabelText('Description')));
    await user.keyboard('Hosting');
    // Enter in a line that is not the last adds nothing.
    await user.click(line(1).getByLabelText('Tax %'));
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(2);

    line(1).getByRole('button', { name: 'Remove line 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(1),
    );
    expect((line(1).getByLabelText('Description') as HTMLInputElement).value).toBe('Hosting');
    await waitFor(() => expect(document.activeElement).toBe(line(1).getByLabelText('Description')));
    // The last line cannot be removed.
    expect(line(1).getByRole('button', { name: 'Remove line 1' })).toHaveProperty('disabled', true);
  });

  it('picks a customer from the keyboard', async () => {
    mockApi(routes());
    await openNew();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Customer'));
    await screen.findByRole('button', { name: /Nube Clara SL/ });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Nube Clara SL');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Change customer' })).toBeTruthy();
  });

  it('puts the API’s field errors next to the field of the right line', async () => {
    const api = mockApi(
      routes({
        [`POST ${C}/invoices`]: {
          status: 400,
          message: 'Some fields are not valid.',
          errors: [
            {
              code: 'VALIDATION_ERROR',
              message: 'The quantity is too large',
              field: 'lines.1.quantity',
            },
          ],
        },
      }),
    );
    await openNew();
    await pickCustomer();
    type(line(1), 'Description', 'Design');
    type(line(1), 'Unit price', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type(line(2), 'Description', 'Hosting');
    type(line(2), 'Quantity', '999999');
    type(line(2), 'Unit price', '0.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await line(2).findByText('The quantity is too large')).toBeTruthy();
    expect(line(2).getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(line(1).queryByRole('alert')).toBeNull();
    expect(api.callTo(`${C}/invoices`)?.body).toMatchObject({
      customerId: CUSTOMER.id,
      currency: 'USD',
      terms: 'net_15',
      lines: [
        { description: 'Design', quantity: 1, unitPrice: 1000, taxRate: 0 },
        { description: 'Hosting', quantity: 999999, unitPrice: 50, taxRate: 0 },
      ],
      discount: null,
    });
  });

  it('says what is missing before calling the API', async () => {
    const api = mockApi(routes());
    await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a customer')).toBeTruthy();
    expect(line(1).getByText('Describe the line')).toBeTruthy();
    expect(line(1).getByText('Enter an amount like 12.50')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a customer inline, takes their currency, and shows amounts with its code', async () => {
    const GLOBEX = {
      ...CUSTOMER,
      id: 'c0ffee00-1111-4222-8333-444455556666',
      name: 'Globex GmbH',
      email: 'ap@globex.de',
      currency: 'EUR',
    };
    const api = mockApi(
      routes({
        [`GET ${C}/invoicing/customers?q=Globex`]: { data: [] },
        [`POST ${C}/invoicing/customers`]: (body) => {
          const b = body as { email: string };
          return b.email.includes('@')
            ? { data: GLOBEX }
            : {
                status: 400,
                message: 'Some fields are not valid.',
                errors: [{ code: 'INVALID_EMAIL', message: 'INVALID_EMAIL', field: 'email' }],
              };
        },
      }),
    );
    await openNew();
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'Globex' } });
    expect(await screen.findByText('No customer matches “Globex”.')).toBeTruthy();
    expect(api.callTo(`${C}/invoicing/customers?q=Globex`)?.method).toBe('GET');
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = within(await screen.findByRole('form', { name: 'New customer' }));
    expect((form.getByLabelText('Customer name') as HTMLInputElement).value).toBe('Globex');
    fireEvent.change(form.getByLabelText('Customer e-mail'), { target: { value: 'ap.globex.de' } });
    fireEvent.click(form.getByRole('button', { name: 'Add customer' }));
    expect(await form.findByRole('alert')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Customer e-mail'), { target: { value: 'ap@globex.de' } });
    fireEvent.change(form.getByLabelText('Customer currency'), { target: { value: 'EUR' } });
    fireEvent.click(form.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Globex GmbH')).toBeTruthy();
    expect(api.callTo(`${C}/invoicing/customers`)?.body).toEqual({
      name: 'Globex',
      email: 'ap@globex.de',
      currency: 'EUR',
    });
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    type(line(1), 'Unit price', '1234.5');
    expect(line(1).getByText('EUR 1,234.50')).toBeTruthy();
  });

  it('saves the draft, then opens its PDF in the tab the click opened', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    const api = mockApi(
      routes({
        [`POST ${C}/invoices`]: { data: draft() },
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: draft() },
        [`GET ${C}/invoices/${INVOICE_ID}/pdf?inline=1`]: { data: null },
      }),
    );
    const router = await openNew();
    await pickCustomer();
    type(line(1), 'Description', 'Design');
    type(line(1), 'Unit price', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Preview PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `GET ${C}/invoices/${INVOICE_ID}/pdf?inline=1`,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${INVOICE_ID}/edit`),
    );
  });

  it('keeps a new draft when sending it is refused, and says so on its edit page', async () => {
    const api = mockApi(
      routes({
        [`POST ${C}/invoices`]: { data: draft() },
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: draft() },
        [`POST ${C}/invoices/${INVOICE_ID}/send`]: {
          status: 503,
          message: 'The service is unavailable. Please try again later.',
          errors: [
            {
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is unavailable. Please try again later.',
            },
          ],
        },
      }),
    );
    const router = await openNew();
    await pickCustomer();
    type(line(1), 'Description', 'Design');
    type(line(1), 'Unit price', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save and send' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${INVOICE_ID}/edit`),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The draft is saved, but it was not sent: The service is .*unavailable/,
    );
    // Saving again changes the same draft.
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === `${C}/invoices`)).toHaveLength(
      1,
    );
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const api = mockApi(
      routes({
        [`POST ${C}/invoices`]: { data: draft() },
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: draft() },
      }),
    );
    const router = await openNew();
    type(line(1), 'Description', 'Design');
    const home = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: /^home$/i,
      });
    fireEvent.click(home());
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/invoicing/new');
    expect((line(1).getByLabelText('Description') as HTMLInputElement).value).toBe('Design');

    // Saved: the draft moves to its edit page and leaving asks nothing.
    await pickCustomer();
    type(line(1), 'Unit price', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${INVOICE_ID}/edit`),
    );
    expect(api.callTo(`${C}/invoices`)?.method).toBe('POST');
    await screen.findByRole('heading', { name: 'Edit draft invoice' });
    fireEvent.click(home());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('leaves without saving when the customer says so', async () => {
    mockApi(routes());
    const router = await openNew();
    type(line(1), 'Quantity', '3');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: /^home$/i,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
  });
});

describe('/dashboard/invoicing/:id/edit', () => {
  setUpRouteTests();

  it('edits a draft with PATCH, then saves and sends it and opens its page', async () => {
    const sent = draft({ status: 'open', shownStatus: 'sent', number: 'AW-2026-0001' });
    const api = mockApi(
      routes({
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: draft() },
        [`PATCH ${C}/invoices/${INVOICE_ID}`]: (body) => ({
          data: draft(body as Partial<TInvoice>),
        }),
        [`POST ${C}/invoices/${INVOICE_ID}/send`]: { data: sent },
      }),
    );
    signIn();
    const router = renderRoute(`/dashboard/invoicing/${INVOICE_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit draft invoice' });
    expect(await screen.findByText('Nube Clara SL')).toBeTruthy();
    expect((line(1).getByLabelText('Unit price') as HTMLInputElement).value).toBe('100.00');
    type(line(1), 'Quantity', '2.25');
    expect(totalOf('Total')).toBe('$225.00');
    fireEvent.click(screen.getByRole('button', { name: 'EIN' }));
    expect((screen.getByLabelText('Footer') as HTMLTextAreaElement).value).toBe('EIN: 12-3456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save and send' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${INVOICE_ID}`),
    );
    // The invoice's page asks for it again after: the PATCH is the one with a body.
    const patch = api.calls.find(
      (c) => c.path === `${C}/invoices/${INVOICE_ID}` && c.method === 'PATCH',
    );
    expect(patch?.body).toMatchObject({
      lines: [{ description: 'Design', quantity: 2.25, unitPrice: 10000, taxRate: 0 }],
      footer: 'EIN: 12-3456789',
    });
    expect(api.callTo(`${C}/invoices/${INVOICE_ID}/send`)?.method).toBe('POST');
  });

  // Issue 36 item 5: "Save and send" of a draft dated before today asks which date it keeps.
  it('asks before sending a backdated draft, and sends it with the date chosen', async () => {
    const backdated = draft({ issueDate: '2026-10-01', dueDate: '2026-10-16' });
    const sent = draft({
      ...backdated,
      status: 'open',
      shownStatus: 'sent',
      number: 'AW-2026-0001',
    });
    const api = mockApi(
      routes({
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: backdated },
        [`PATCH ${C}/invoices/${INVOICE_ID}`]: { data: backdated },
        [`POST ${C}/invoices/${INVOICE_ID}/send`]: { data: sent },
      }),
    );
    signIn();
    const router = renderRoute(`/dashboard/invoicing/${INVOICE_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit draft invoice' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save and send' }));
    const ask = within(
      await screen.findByRole('dialog', { name: /This draft is dated Oct 1, 2026/ }),
    );
    expect(api.callTo(`${C}/invoices/${INVOICE_ID}/send`)).toBeUndefined();
    fireEvent.click(ask.getByRole('button', { name: /Send, dated Oct 1, 2026/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${INVOICE_ID}`),
    );
    expect(api.callTo(`${C}/invoices/${INVOICE_ID}/send`)?.body).toEqual({ dates: 'keep' });
  });

  // Issue 36: a draft with no footer of its own prints the settings' footer; a preset
  // inserted into it replaced that footer instead of joining it.
  it('inserts a footer preset below the settings’ footer of a draft that has none of its own', async () => {
    mockApi(
      routes({
        [`GET ${C}/invoicing/settings`]: {
          data: { ...SETTINGS, footer: 'Thank you for your business.' },
        },
        [`GET ${C}/invoices/${INVOICE_ID}`]: { data: draft({ footer: null }) },
      }),
    );
    signIn();
    renderRoute(`/dashboard/invoicing/${INVOICE_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit draft invoice' });
    const presets = within(await screen.findByRole('group', { name: 'Insert into the footer' }));
    fireEvent.click(presets.getByRole('button', { name: 'EIN applied for' }));
    expect((screen.getByLabelText('Footer') as HTMLTextAreaElement).value).toBe(
      'Thank you for your business.\nEIN applied for.',
    );
  });

  it('does not edit a finalised invoice', async () => {
    mockApi(
      routes({
        [`GET ${C}/invoices/${INVOICE_ID}`]: {
          data: draft({ status: 'open', shownStatus: 'open', number: 'AW-2026-0001' }),
        },
      }),
    );
    signIn();
    renderRoute(`/dashboard/invoicing/${INVOICE_ID}/edit`);
    expect(
      await screen.findByText('Invoice AW-2026-0001 is finalised: it can no longer be edited.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
