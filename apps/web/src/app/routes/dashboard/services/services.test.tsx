import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '@charterline/shared/errors';
import type { TService } from '@charterline/shared/schemas/services';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { service, serviceEvent, subscription } from '@/test/service-fixtures';

const AGENT = service({
  id: 'svc-agent',
  name: 'Registered agent',
  status: 'DELIVERED',
  includedIn: 'LLC formation bundle',
  subscription: subscription({ termEndsAt: '2027-11-25T10:00:00.000Z', renewalAmount: 9900 }),
});
const BOOKS = service({
  id: 'svc-books',
  name: 'Bookkeeping',
  status: 'WAITING_ON_CUSTOMER',
  waitingOn: 'Connect your bank account so we can import your transactions.',
  subscription: subscription({
    id: 'sub-2',
    status: 'PAST_DUE',
    nextAttemptAt: '2027-01-04T10:00:00.000Z',
    renewalAmount: 99900,
  }),
});
const MAIL = service({
  id: 'svc-mail',
  name: 'Mailing address',
  status: 'IN_PROGRESS',
  subscription: subscription({
    id: 'sub-3',
    cancelAtTermEnd: true,
    cancelRequestedAt: '2026-12-01T10:00:00.000Z',
    termEndsAt: '2027-11-20T10:00:00.000Z',
  }),
});
const EIN = service({ id: 'svc-ein', name: 'EIN application', status: 'ORDERED' });
const PHONE = service({
  id: 'svc-phone',
  name: 'US phone number',
  status: 'CANCELLED',
  subscription: subscription({ id: 'sub-4', status: 'LAPSED' }),
});
const OLD = service({ id: 'svc-old', name: 'BOI filing', status: 'REFUNDED' });

const SAVED_CARD = {
  data: { provider: 'local', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } },
};

const servicesRoutes = (list: TService[]) => ({
  ...dashboardRoutes(),
  'GET /client/company/v7/services': { data: list },
  'GET /client/company/v7/payment-method': SAVED_CARD,
});

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('/dashboard/services', () => {
  setUpRouteTests();

  it('lists each service with its status, what waits on you and its renewal', async () => {
    signIn();
    const api = mockApi(servicesRoutes([AGENT, BOOKS, MAIL, EIN, PHONE, OLD]));
    renderRoute('/dashboard/services');
    await screen.findByRole('link', { name: 'Registered agent' });
    expect(within(card('Registered agent')).getByText('Delivered')).toBeTruthy();
    expect(
      within(card('Registered agent')).getByText('Included in LLC formation bundle'),
    ).toBeTruthy();
    expect(
      within(card('Registered agent')).getByText('Renews on Nov 25, 2027 for $99.00'),
    ).toBeTruthy();
    expect(within(card('Bookkeeping')).getByText('Waiting on you')).toBeTruthy();
    expect(
      within(card('Bookkeeping')).getByText(
        'Connect your bank account so we can import your transactions.',
      ),
    ).toBeTruthy();
    expect(
      within(card('Bookkeeping')).getByText("Payment failed — we'll try again on Jan 4, 2027"),
    ).toBeTruthy();
    expect(
      within(card('Mailing address')).getByText('Renewal cancelled — ends Nov 20, 2027'),
    ).toBeTruthy();
    expect(within(card('Mailing address')).getByText('In progress')).toBeTruthy();
    expect(within(card('EIN application')).getByText('Ordered')).toBeTruthy();
    expect(within(card('US phone number')).getByText('Cancelled')).toBeTruthy();
    expect(within(card('US phone number')).getByText('Lapsed')).toBeTruthy();
    expect(within(card('BOI filing')).getByText('Refunded')).toBeTruthy();
    // The actions each renewal allows, named for their service.
    expect(screen.getByRole('button', { name: 'Cancel renewal of Registered agent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel renewal of Bookkeeping' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Undo cancellation of Mailing address' }),
    ).toBeTruthy();
    expect(within(card('US phone number')).queryByRole('button')).toBeNull();
    // The card renewals are charged to, and the button that changes it.
    const renewalCard = screen.getByRole('region', { name: 'Card for renewals' });
    expect(await within(renewalCard).findByText('Visa •••• 4242, expires 12/34')).toBeTruthy();
    expect(within(renewalCard).getByRole('button', { name: 'Update card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registered agent' }).getAttribute('href')).toBe(
      '/dashboard/services/svc-agent',
    );
    expect(api.unanswered).toEqual([]);
  });

  // Issue 36 item 8: what runs is Active, a filing is Filed once delivered, and a free
  // feature is no subscription (no "Renews on … for $0.00 · Cancel renewal").
  it('says Active for what runs, Filed for a filed return, and Free with a way to turn it off', async () => {
    signIn();
    const running = { ...AGENT, status: 'ACTIVE' as const };
    const filed = service({
      id: 'svc-tax',
      name: 'Federal tax return',
      productKey: 'federal-tax-preparation',
      status: 'DELIVERED',
    });
    const invoicing = service({
      id: 'svc-invoicing',
      name: 'Invoicing and payments',
      productKey: 'invoicing-payments',
      status: 'ACTIVE',
      free: true,
    });
    let current = invoicing;
    const api = mockApi({
      ...servicesRoutes([]),
      'GET /client/company/v7/services': () => ({ data: [running, filed, current] }),
      'POST /client/company/v7/services/svc-invoicing/turn-off': () => {
        current = { ...invoicing, status: 'CANCELLED' };
        return { data: current };
      },
    });
    renderRoute('/dashboard/services');
    await screen.findByRole('link', { name: 'Registered agent' });
    expect(within(card('Registered agent')).getByText('Active')).toBeTruthy();
    expect(within(card('Federal tax return')).getByText('Filed')).toBeTruthy();
    const free = card('Invoicing and payments');
    expect(within(free).getByText('Active')).toBeTruthy();
    expect(within(free).getByText('Free: nothing is charged and nothing renews')).toBeTruthy();
    expect(free.textContent).not.toContain('Renews');
    expect(within(free).queryByRole('button', { name: /Cancel renewal/ })).toBeNull();

    fireEvent.click(within(free).getByRole('button', { name: 'Turn off Invoicing and payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off Invoicing and payments?' });
    expect(dialog.textContent).toContain('Your customers can no longer pay your invoices by card');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Invoicing and payments is off.')).toBeTruthy();
    expect(await within(card('Invoicing and payments')).findByText('Turned off')).toBeTruthy();
    expect(
      within(card('Invoicing and payments'))
        .getByRole('link', { name: 'Turn it on again' })
        .getAttribute('href'),
    ).toBe('/dashboard/invoicing?tab=settings');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/client/company/v7/services/svc-invoicing/turn-off',
    ]);
    expect(api.unanswered).toEqual([]);
  });

  it('cancels a renewal in one click and one confirmation, then undoes it', async () => {
    signIn();
    let current = AGENT;
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services': () => ({ data: [current] }),
      'POST /client/company/v7/services/svc-agent/cancel': () => {
        current = {
          ...AGENT,
          subscription: subscription({ cancelAtTermEnd: true, cancelRequestedAt: AGENT.orderedAt }),
        };
        return { data: current.subscription };
      },
      'POST /client/company/v7/services/svc-agent/resume': () => {
        current = AGENT;
        return { data: current.subscription };
      },
    });
    renderRoute('/dashboard/services');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancel renewal of Registered agent' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the renewal of Registered agent?',
    });
    expect(dialog.textContent).toContain(
      'You keep it until Nov 25, 2027; nothing more is charged.',
    );
    // Opening the dialog is not cancelling: nothing is sent until the confirmation.
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByText('Renewal cancelled. Registered agent ends on Nov 25, 2027.'),
    ).toBeTruthy();
    expect(await screen.findByText('Renewal cancelled — ends Nov 25, 2027')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Undo cancellation of Registered agent' }));
    expect(
      await screen.findByText(
        'Renewal resumed. Registered agent renews on Nov 25, 2027 for $99.00.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Renews on Nov 25, 2027 for $99.00')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/client/company/v7/services/svc-agent/cancel',
      '/client/company/v7/services/svc-agent/resume',
    ]);
  });

  it('keeps the renewal when the confirmation is dismissed', async () => {
    signIn();
    const api = mockApi(servicesRoutes([AGENT]));
    renderRoute('/dashboard/services');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancel renewal of Registered agent' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the cancellation is refused, in the catalogue’s words', async () => {
    signIn();
    mockApi({
      ...servicesRoutes([AGENT]),
      'POST /client/company/v7/services/svc-agent/cancel': {
        status: 404,
        message: 'Not found',
        errors: [{ code: 'SUBSCRIPTION_NOT_AVAILABLE', message: 'Not found' }],
      },
    });
    renderRoute('/dashboard/services');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancel renewal of Registered agent' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByText(ERROR_CATALOGUE.SUBSCRIPTION_NOT_AVAILABLE.message),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens the card dialog at once with ?update-card=1 (the failed-payment e-mail’s link)', async () => {
    signIn();
    mockApi(servicesRoutes([BOOKS]));
    renderRoute('/dashboard/services?update-card=1');
    expect(await screen.findByRole('dialog', { name: 'Update your card' })).toBeTruthy();
  });

  it('shows the empty state with a way to Billing', async () => {
    signIn();
    mockApi(servicesRoutes([]));
    renderRoute('/dashboard/services');
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See what you can add in Billing' }).getAttribute('href'),
    ).toBe('/dashboard/billing');
    expect(screen.queryByRole('region', { name: 'Card for renewals' })).toBeNull();
  });

  it('shows a loading skeleton, then the error with a retry', async () => {
    signIn();
    let fail = true;
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services': () =>
        fail ? { status: 500, message: 'Internal Server Error' } : { data: [EIN] },
    });
    renderRoute('/dashboard/services');
    expect(await screen.findByText('Loading your services…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Your services could not be loaded. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'EIN application' })).toBeTruthy();
  }, 30_000);
});

describe('/dashboard/services/:id', () => {
  setUpRouteTests();

  const HISTORY = service({
    ...AGENT,
    id: 'svc-agent',
    name: 'Registered agent',
    events: [
      serviceEvent(),
      serviceEvent({
        at: '2026-11-26T10:00:00.000Z',
        actor: 'staff',
        fromStatus: 'ORDERED',
        toStatus: 'DELIVERED',
        note: 'Your registered agent is on file with the state.',
        documentId: 'doc-1',
      }),
    ],
  });

  it('shows the history newest first and downloads the attached file', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services/svc-agent': { data: HISTORY },
      'GET /client/company/v7/documents': {
        data: [
          {
            id: 'doc-1',
            kind: 'OTHER',
            title: 'Registered agent consent',
            fileName: 'ra-consent.pdf',
            size: 1000,
            createdAt: '2026-11-26T10:00:00.000Z',
          },
        ],
      },
      'GET /client/company/v7/documents/doc-1/download': { data: null },
      'GET /client/company/v7/payment-method': SAVED_CARD,
    });
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    renderRoute('/dashboard/services/svc-agent');
    expect(await screen.findByRole('heading', { name: 'Registered agent', level: 1 })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Ordered → Delivered',
      'Ordered',
    ]);
    expect(items[0]?.textContent).toContain('Nov 26, 2026 · Charterline team');
    expect(items[0]?.textContent).toContain('Your registered agent is on file with the state.');
    expect(items[1]?.textContent).toContain('Nov 25, 2026 · Payment');
    const download = await within(history).findByRole('button', {
      name: 'Download Registered agent consent',
    });
    fireEvent.click(download);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/client/company/v7/documents/doc-1/download')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Visa •••• 4242, expires 12/34')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('opens the cancel confirmation at once with ?cancel=1 (the reminder’s one-click link)', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services/svc-agent': { data: HISTORY },
      'GET /client/company/v7/documents': { data: [] },
      'POST /client/company/v7/services/svc-agent/cancel': {
        data: subscription({ cancelAtTermEnd: true }),
      },
    });
    const router = renderRoute('/dashboard/services/svc-agent?cancel=1');
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the renewal of Registered agent?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByText('Renewal cancelled. Registered agent ends on Nov 25, 2027.'),
    ).toBeTruthy();
    expect(api.callTo('/client/company/v7/services/svc-agent/cancel')?.method).toBe('POST');
    // The link's ?cancel=1 is spent: a reload does not ask again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens no confirmation with ?cancel=1 when the renewal is cancelled already', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services/svc-mail': { data: MAIL },
    });
    renderRoute('/dashboard/services/svc-mail?cancel=1');
    expect(
      await screen.findByRole('button', { name: 'Undo cancellation of Mailing address' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the service is not the customer’s', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services/nope': { status: 404, message: 'Not found' },
    });
    renderRoute('/dashboard/services/nope');
    expect((await screen.findByRole('alert')).textContent).toContain('This service was not found.');
  });
});
