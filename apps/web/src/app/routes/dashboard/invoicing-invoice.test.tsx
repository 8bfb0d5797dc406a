import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import {
  draftOf,
  invoiceOf,
  invoicingRoutes,
  SETTINGS,
} from '@/features/invoicing/invoicing-fixtures';
import { localToday } from '@/features/invoicing/invoicing-texts';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const OPEN = invoiceOf();
const API = `/client/company/v7/invoices/${OPEN.id}`;
const PAGE = `/dashboard/invoicing/${OPEN.id}`;
const DRAFT = draftOf();
/** A draft dated 1 October, Net 15 (issue 36 item 5). */
const BACKDATED = {
  ...DRAFT,
  issueDate: '2026-10-01',
  dueDate: '2026-10-16',
  terms: 'net_15' as const,
};
const PAID = invoiceOf({
  status: 'paid',
  shownStatus: 'paid',
  amountPaid: 120_000,
  balance: 0,
  paidAt: '2026-03-10T09:00:00.000Z',
});

const open = (invoice: TInvoice, routes: Parameters<typeof mockApi>[0] = {}) => {
  signIn();
  const api = mockApi({ ...invoicingRoutes(), [`GET ${API}`]: { data: invoice }, ...routes });
  const router = renderRoute(PAGE);
  return { api, router };
};

describe('/dashboard/invoicing/:id', () => {
  setUpRouteTests();

  it('offers a draft Edit, Preview PDF, Finalise, Send and Delete, and finalises after asking', async () => {
    const { api } = open(DRAFT, {
      [`POST ${API}/finalize`]: { data: OPEN },
    });
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${PAGE}/edit`);
    for (const name of ['Preview PDF', 'Finalise', 'Send', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Finalise' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Finalise this invoice?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Finalise' }));
    expect(await screen.findByText('Invoice NC-2026-0001 is finalised.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Invoice NC-2026-0001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('asks which date a backdated draft keeps before sending it, and sends with that choice', async () => {
    const { api } = open(BACKDATED, { [`POST ${API}/send`]: { data: OPEN } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const ask = within(
      await screen.findByRole('dialog', { name: 'This draft is dated Oct 1, 2026' }),
    );
    // Keeping the date keeps its Net 15 due date; today's date moves both.
    const keep = ask.getByRole('button', { name: /^Send, dated Oct 1, 2026/ });
    expect(keep.textContent).toContain('Due Oct 16, 2026');
    expect(ask.getByRole('button', { name: /^Send, dated today/ })).toBeTruthy();
    fireEvent.click(keep);
    expect(await screen.findByText(/^Invoice NC-2026-0001 sent to /)).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/send'));
    expect(sent?.body).toEqual({ dates: 'keep' });
    expect(api.unanswered).toEqual([]);
  });

  it('deletes a draft after asking and goes back to the list', async () => {
    const { router } = open(DRAFT, {
      [`DELETE ${API}`]: { data: { status: 'success' } },
      'GET /client/company/v7/invoices?size=25': {
        data: { content: [], page: 0, size: 25, totalElements: 0, totalPages: 0, totals: [] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this draft?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('The draft is deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoicing'));
  });

  it('shows an open invoice, its lines, totals and history, with its actions', async () => {
    open(OPEN);
    expect(await screen.findByRole('heading', { name: 'Invoice NC-2026-0001' })).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Lines and totals' }));
    expect(lines.getByText('Website design')).toBeTruthy();
    expect(lines.getByText('1.5')).toBeTruthy();
    expect(lines.getByText('$800.00')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Finalised as NC-2026-0001')).toBeTruthy();
    expect(history.getByText('Sent to ana@example.com')).toBeTruthy();
    for (const name of [
      'Record payment',
      'Send again',
      'Copy link',
      'Preview PDF',
      'Credit note',
      'Duplicate',
      'New link',
      'Mark uncollectible',
      'Void',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('records a payment typed in dollars as exact cents', async () => {
    const paid: TInvoice = {
      ...OPEN,
      shownStatus: 'partially_paid',
      amountPaid: 45_010,
      balance: 74_990,
      payments: [
        {
          id: 'p1',
          amount: 45_010,
          method: 'cheque',
          paidOn: localToday(),
          reference: 'CHQ 1001',
          createdAt: '2026-03-05T10:00:00.000Z',
        },
      ],
    };
    const { api } = open(OPEN, { [`POST ${API}/payments`]: { data: paid } });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    const amount = dialog.getByLabelText('Amount (USD)');
    expect((amount as HTMLInputElement).value).toBe('1200.00');
    fireEvent.change(amount, { target: { value: '1,234.56' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('That is more than is owed ($1,200.00)')).toBeTruthy();
    expect(api.callTo(`${API}/payments`)).toBeUndefined();

    fireEvent.change(amount, { target: { value: '450.10' } });
    fireEvent.change(dialog.getByLabelText('Method'), { target: { value: 'cheque' } });
    fireEvent.change(dialog.getByLabelText('Reference (optional)'), {
      target: { value: 'CHQ 1001' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $450.10 recorded.')).toBeTruthy();
    expect(api.callTo(`${API}/payments`)?.body).toEqual({
      amount: 45_010,
      method: 'cheque',
      paidOn: localToday(),
      reference: 'CHQ 1001',
    });
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payments.getByText('$450.10')).toBeTruthy();
    expect(screen.getByText('Partially paid')).toBeTruthy();
  });

  it('shows the server’s refusal of a payment in the dialog', async () => {
    open(OPEN, {
      [`POST ${API}/payments`]: {
        status: 409,
        message: 'INVOICE_NOT_OPEN',
        errors: [{ code: 'INVOICE_NOT_OPEN', message: 'This invoice is not open.' }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('This invoice is not open.')).toBeTruthy();
  });

  it('copies the public link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(OPEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(OPEN.publicUrl);
  });

  it('voids an open invoice after asking', async () => {
    const { api } = open(OPEN, {
      [`POST ${API}/void`]: { data: { ...OPEN, status: 'void', shownStatus: 'void' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Void this invoice?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('Invoice NC-2026-0001 is void.')).toBeTruthy();
    // A void invoice owes nothing, whatever was left on it.
    expect((await screen.findAllByText(/^Nothing owed/)).length).toBeGreaterThan(0);
    expect(api.callTo(`${API}/void`)?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('offers a paid invoice its PDF, Duplicate and a credit note', async () => {
    const copy = invoiceOf({ ...DRAFT, id: '7a7a7a7a-1b1b-4c4c-8d8d-9e9e9e9e9e9e' });
    const { api, router } = open(PAID, {
      [`POST ${API}/duplicate`]: { data: copy },
      [`GET /client/company/v7/invoices/${copy.id}`]: { data: copy },
      [`POST ${API}/credit-notes`]: {
        data: {
          ...PAID,
          creditedTotal: 2_000,
          creditNotes: [
            {
              id: 'cn1',
              number: 'NC-CN-2026-0001',
              invoiceId: PAID.id,
              amount: 2_000,
              reason: 'Late delivery',
              issuedOn: '2026-03-12',
              createdAt: '2026-03-12T09:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue a credit note' }));
    fireEvent.change(dialog.getByLabelText('Amount (USD)'), { target: { value: '20' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Late delivery' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText(
        'Credit note NC-CN-2026-0001 issued and e-mailed to ana@example.com.',
      ),
    ).toBeTruthy();
    // Issue 36 item 4: the customer is e-mailed the credit note unless unticked.
    expect(api.callTo(`${API}/credit-notes`)?.body).toEqual({
      amount: 2_000,
      reason: 'Late delivery',
      email: true,
    });
    expect(screen.getByRole('button', { name: 'PDF of NC-CN-2026-0001' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('A copy is ready as a new draft.')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoicing/${copy.id}`),
    );
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeTruthy();
  });

  it('says when the invoice is not this company’s', async () => {
    signIn();
    mockApi({
      ...invoicingRoutes(),
      [`GET ${API}`]: { status: 404, message: 'Not found' },
    });
    renderRoute(PAGE);
    expect(
      await screen.findByText(
        'This invoice does not exist, or it belongs to another of your companies.',
      ),
    ).toBeTruthy();
  });

  // Issue 36 item 4: "A paid invoice (EUR 4,558.95) credited EUR 145.50 shows 'Balance EUR
  // 0.00'; only the history says it is owed back; nothing offers a refund."
  const CREDITED = invoiceOf({
    status: 'paid',
    shownStatus: 'paid',
    currency: 'EUR',
    lines: [
      {
        description: 'Consulting, October',
        quantity: 1,
        unitPrice: 455_895,
        taxRate: 0,
        amount: 455_895,
        discount: 0,
        tax: 0,
      },
    ],
    subtotal: 455_895,
    total: 455_895,
    amountPaid: 455_895,
    creditedTotal: 14_550,
    balance: 0,
    creditOwed: 14_550,
    payments: [
      {
        id: 'p1',
        amount: 455_895,
        method: 'bank_transfer',
        paidOn: '2026-03-05',
        reference: null,
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ],
  });

  it('says the credit owed back to the customer and records a refund made by hand, dated', async () => {
    const refunded: TInvoice = {
      ...CREDITED,
      creditOwed: 0,
      refundedTotal: 14_550,
      refunds: [
        {
          id: 'r1',
          amount: 14_550,
          method: 'bank_transfer',
          refundedOn: localToday(),
          reference: 'SEPA-77',
          status: 'succeeded',
          createdAt: '2026-03-12T10:00:00.000Z',
        },
      ],
    };
    const { api } = open(CREDITED, { [`POST ${API}/refunds`]: { data: refunded } });
    const owed = within(await screen.findByRole('region', { name: 'Credit owed' }));
    expect(owed.getByText('Credit EUR 145.50 owed to Ana Pérez')).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Lines and totals' }));
    expect(lines.getByText('Owed back')).toBeTruthy();

    fireEvent.click(owed.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the credit' }));
    // Paid by transfer: nothing can go back to a card.
    const method = dialog.getByLabelText('How it goes back') as HTMLSelectElement;
    expect([...method.options].map((o) => o.value)).toEqual(['bank_transfer', 'cheque', 'other']);
    const amount = dialog.getByLabelText('Amount (EUR)') as HTMLInputElement;
    expect(amount.value).toBe('145.50');
    fireEvent.change(amount, { target: { value: '145.51' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await dialog.findByText('That is more than is owed back (EUR 145.50)')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '145.50' } });
    fireEvent.change(dialog.getByLabelText('Reference (optional)'), {
      target: { value: 'SEPA-77' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund of EUR 145.50 recorded.')).toBeTruthy();
    expect(api.callTo(`${API}/refunds`)?.body).toEqual({
      amount: 14_550,
      method: 'bank_transfer',
      refundedOn: localToday(),
      reference: 'SEPA-77',
    });
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText('EUR 145.50')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit owed' })).toBeNull();
  });

  it('refunds to the card that paid through the provider', async () => {
    const byCard: TInvoice = {
      ...CREDITED,
      cardRefundable: 14_550,
      payments: [{ ...CREDITED.payments[0]!, method: 'card', reference: 'Visa ending 4242' }],
    };
    const { api } = open(byCard, {
      [`POST ${API}/refunds`]: { data: { ...byCard, creditOwed: 0, refundedTotal: 14_550 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the credit' }));
    const method = dialog.getByLabelText('How it goes back') as HTMLSelectElement;
    expect(method.value).toBe('card');
    expect(method.selectedOptions[0]?.textContent).toBe('To the card that paid (Visa ending 4242)');
    expect(dialog.queryByLabelText('Date refunded')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Refund to the card' }));
    expect(await screen.findByText('EUR 145.50 refunded to the card.')).toBeTruthy();
    expect(api.callTo(`${API}/refunds`)?.body).toEqual({ amount: 14_550, method: 'card' });
  });

  it('keeps the credit owed as the customer’s credit', async () => {
    const { api } = open(CREDITED, {
      [`POST ${API}/keep-credit`]: { data: { ...CREDITED, creditOwed: 0, creditKept: 14_550 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep as credit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Keep it as credit' }));
    expect(dialog.getByText(/comes off Ana Pérez’s next invoice in EUR/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep as credit' }));
    expect(await screen.findByText('EUR 145.50 kept as Ana Pérez’s credit.')).toBeTruthy();
    expect(api.callTo(`${API}/keep-credit`)?.body).toEqual({ amount: 14_550 });
    const lines = within(screen.getByRole('region', { name: 'Lines and totals' }));
    expect(lines.getByText('Kept as credit')).toBeTruthy();
  });

  it('offers an open invoice the customer’s credit, and applies it', async () => {
    const withCredit = invoiceOf({ customerCredit: 10_000 });
    const { api } = open(withCredit, {
      [`POST ${API}/apply-credit`]: {
        data: { ...withCredit, customerCredit: 0, creditApplied: 10_000, balance: 110_000 },
      },
    });
    const credit = within(await screen.findByRole('region', { name: 'Customer credit' }));
    expect(credit.getByText('Ana Pérez has $100.00 of credit in USD.')).toBeTruthy();
    fireEvent.click(credit.getByRole('button', { name: 'Apply credit' }));
    expect(await screen.findByText('Credit of $100.00 applied.')).toBeTruthy();
    expect(api.callTo(`${API}/apply-credit`)?.method).toBe('POST');
    const lines = within(screen.getByRole('region', { name: 'Lines and totals' }));
    expect(lines.getByText('Credit applied')).toBeTruthy();
  });

  // Issue 36 item 10: tax per rate, not one lump.
  it('shows the tax per rate under the lines', async () => {
    open(
      invoiceOf({
        lines: [
          {
            description: 'Workshop',
            quantity: 1,
            unitPrice: 100_000,
            taxRate: 20,
            amount: 100_000,
            discount: 0,
            tax: 20_000,
          },
          {
            description: 'Guides',
            quantity: 1,
            unitPrice: 10_000,
            taxRate: 5.5,
            amount: 10_000,
            discount: 0,
            tax: 550,
          },
        ],
        subtotal: 110_000,
        taxTotal: 20_550,
        total: 130_550,
        balance: 130_550,
      }),
    );
    const lines = within(await screen.findByRole('region', { name: 'Lines and totals' }));
    expect(lines.getByText('Tax 20% on $1,000.00')).toBeTruthy();
    expect(lines.getByText('$200.00')).toBeTruthy();
    expect(lines.getByText('Tax 5.5% on $100.00')).toBeTruthy();
    expect(lines.getByText('$5.50')).toBeTruthy();
    // No lump "Tax" row among the totals (the table's column keeps its "Tax" heading).
    expect(lines.queryAllByText('Tax').filter((el) => el.tagName === 'DT')).toEqual([]);
  });

  it('issues a credit note without e-mailing it when unticked', async () => {
    const { api } = open(PAID, {
      [`POST ${API}/credit-notes`]: { data: { ...PAID, creditedTotal: 100 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue a credit note' }));
    fireEvent.change(dialog.getByLabelText('Amount (USD)'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Rounding' } });
    fireEvent.click(dialog.getByLabelText('E-mail it to ana@example.com, its PDF attached'));
    fireEvent.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(api.callTo(`${API}/credit-notes`)?.body).toEqual({
        amount: 100,
        reason: 'Rounding',
        email: false,
      }),
    );
  });

  // Issue 36 item 10: an LLC whose record holds no address is told its invoices print none.
  it('says the invoices print no address, and where to add one', async () => {
    open(OPEN, {
      'GET /client/company/v7/invoicing/settings': {
        data: { ...SETTINGS, seller: { legalName: 'Nube Clara LLC', address: null } },
      },
    });
    const note = within(await screen.findByRole('note', { name: 'Your address on invoices' }));
    expect(note.getByText(/No address: your invoices show none\./)).toBeTruthy();
    expect(note.getByRole('link', { name: 'Add your business address' }).getAttribute('href')).toBe(
      '/dashboard/llc-management?tab=changes&change=PRINCIPAL_ADDRESS',
    );
  });
});
