import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPublicInvoice } from '@charterline/shared/schemas/invoicing';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const TOKEN = 'inv_'.padEnd(43, 'x');
const PATH = `/client/public/v1/invoices/${TOKEN}`;

const invoice = (over: Partial<TPublicInvoice> = {}): TPublicInvoice => ({
  seller: {
    legalName: 'Acme Widgets LLC',
    address: {
      line1: '30 N Gould St',
      city: 'Sheridan',
      region: 'WY',
      postalCode: '82801',
      country: 'US',
    },
    email: 'billing@acme.example',
    ein: '12-3456789',
  },
  number: 'AW-2026-0001',
  shownStatus: 'viewed',
  customer: {
    name: 'Nube Clara SL',
    email: 'ana@nubeclara.es',
    address: null,
    taxId: 'ESB12345678',
  },
  currency: 'USD',
  issueDate: '2026-11-25',
  dueDate: '2026-12-10',
  terms: 'net_15',
  lines: [
    {
      description: 'Design',
      quantity: 1.5,
      unitPrice: 10000,
      taxRate: 10,
      amount: 15000,
      discount: 0,
      tax: 1500,
    },
    {
      description: 'Hosting',
      quantity: 2,
      unitPrice: 2025,
      taxRate: 0,
      amount: 4050,
      discount: 0,
      tax: 0,
    },
  ],
  subtotal: 19050,
  discountTotal: 0,
  taxTotal: 1500,
  total: 20550,
  creditedTotal: 0,
  amountPaid: 0,
  balance: 20550,
  memo: 'Thank you for your business.',
  footer: 'Services exported from the US: no US sales tax charged.',
  paymentInstructions: 'Wire to Mercury, account 123456789, routing 084106768.',
  canPayByCard: true,
  creditOwed: 0,
  refundedTotal: 0,
  creditApplied: 0,
  ...over,
});
const PAID = invoice({ shownStatus: 'paid', amountPaid: 20550, balance: 0 });
const SESSION = {
  provider: 'local',
  sessionId: 'ps_1',
  clientSecret: 'ps_1_secret',
  amount: 20550,
  currency: 'USD',
  publishableKey: null,
};

const payByCard = async (cardNumber: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $205.50' }));
  const form = within(await screen.findByRole('form', { name: 'Card details' }));
  fireEvent.change(form.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(form.getByLabelText('Expiry'), { target: { value: '1239' } });
  fireEvent.change(form.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(form.getByRole('button', { name: 'Pay $205.50' }));
};

// Issue 21: the invoice's public page, opened from the e-mail without an account.
describe('/invoice/:token', () => {
  setUpRouteTests();

  it('shows the seller, the invoice, its totals and balance, the PDF and how to pay', async () => {
    const api = mockApi({ [`GET ${PATH}`]: { data: invoice({ canPayByCard: false }) } });
    const router = renderRoute(`/invoice/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invoice AW-2026-0001' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/invoice/${TOKEN}`);
    expect(screen.getAllByText('Acme Widgets LLC').length).toBeGreaterThan(0);
    expect(screen.getByText('Sheridan, WY 82801')).toBeTruthy();
    expect(screen.getByText('Tax ID ESB12345678')).toBeTruthy();
    expect(screen.getByText('Viewed')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Lines' }));
    expect(lines.getByText('Design')).toBeTruthy();
    expect(lines.getByText('$150.00')).toBeTruthy();
    expect(lines.getByText('$40.50')).toBeTruthy();
    const totals = within(screen.getByLabelText('Totals'));
    // Issue 36 item 10: tax per rate, on what the rate is charged on.
    expect(totals.getByText('Tax 10% on $150.00').nextSibling?.textContent).toBe('$15.00');
    expect(totals.queryByText('Tax')).toBeNull();
    expect(totals.getByText('Balance due').nextSibling?.textContent).toBe('$205.50');
    expect(screen.getByText(/Wire to Mercury/)).toBeTruthy();
    expect(screen.getByText(/no US sales tax charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      new RegExp(`${PATH}/pdf$`),
    );
    // Cards are not taken by this seller: no Pay button, no "Paid" banner.
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByText(/^Paid — thank you/)).toBeNull();
    expect(api.callTo(PATH)?.headers.get('authorization')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  // Issue 36 item 4: the payer sees what is owed back to them, and what was refunded.
  it('says what is owed back to the payer and what was refunded', async () => {
    mockApi({
      [`GET ${PATH}`]: {
        data: invoice({
          shownStatus: 'paid',
          amountPaid: 20550,
          creditedTotal: 5000,
          balance: 0,
          refundedTotal: 2000,
          creditOwed: 3000,
          canPayByCard: false,
        }),
      },
    });
    renderRoute(`/invoice/${TOKEN}`);
    const totals = within(await screen.findByLabelText('Totals'));
    expect(totals.getByText('Refunded to you').nextSibling?.textContent).toBe('$20.00');
    expect(totals.getByText('Owed back to you').nextSibling?.textContent).toBe('$30.00');
  });

  it('says Paid on a paid invoice and offers no payment, signed in or not', async () => {
    signIn();
    const api = mockApi({ [`GET ${PATH}`]: { data: PAID } });
    renderRoute(`/invoice/${TOKEN}`);
    expect(await screen.findByText(/^Paid — thank you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    // Signed in, the page still is the public one and sends no token.
    expect(api.callTo(PATH)?.headers.get('authorization')).toBeNull();
  });

  it('pays the balance by card and shows the invoice as paid', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: { data: invoice() },
      [`POST ${PATH}/pay`]: { data: SESSION },
      [`POST ${PATH}/pay/confirm`]: { data: PAID },
    });
    renderRoute(`/invoice/${TOKEN}`);
    await payByCard('4242 4242 4242 4242');
    expect(await screen.findByText(/^Paid — thank you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(api.callTo(`${PATH}/pay/confirm`)?.body).toEqual({
      sessionId: 'ps_1',
      clientSecret: 'ps_1_secret',
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(api.unanswered).toEqual([]);
  });

  it('says a declined card is declined next to the form, and the invoice stays unpaid', async () => {
    mockApi({
      [`GET ${PATH}`]: { data: invoice() },
      [`POST ${PATH}/pay`]: { data: SESSION },
      [`POST ${PATH}/pay/confirm`]: {
        status: 402,
        message: 'Your card was declined. Please use another card.',
        errors: [
          { code: 'CARD_DECLINED', message: 'Your card was declined. Please use another card.' },
        ],
      },
    });
    renderRoute(`/invoice/${TOKEN}`);
    await payByCard('4000 0000 0000 0002');
    const section = within(screen.getByRole('region', { name: 'Pay by card' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'Your card was declined. Please use another card.',
    );
    // The form stays, to try another card.
    expect(section.getByRole('form', { name: 'Card details' })).toBeTruthy();
    expect(screen.queryByText(/^Paid — thank you/)).toBeNull();
  });

  it('says the link has expired or was revoked on a 404, without a toast', async () => {
    const toastError = vi.spyOn(toast, 'error');
    mockApi({
      [`GET ${PATH}`]: {
        status: 404,
        message: 'The requested resource was not found.',
        errors: [{ code: 'NOT_FOUND', message: 'The requested resource was not found.' }],
      },
    });
    renderRoute(`/invoice/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This invoice link has expired or was revoked.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    await waitFor(() => expect(toastError).not.toHaveBeenCalled());
  });
});
