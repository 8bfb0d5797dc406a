import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@charterline/shared/format';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { daysFromNow, service, subscription } from '@/test/service-fixtures';

const soon = daysFromNow(10);
const BOOKS = service({
  id: 'svc-books',
  name: 'Bookkeeping',
  status: 'WAITING_ON_CUSTOMER',
  waitingOn: 'Connect your bank account.',
});
const AGENT = service({
  id: 'svc-agent',
  name: 'Registered agent',
  status: 'DELIVERED',
  subscription: subscription({ termEndsAt: soon, renewalAmount: 9900 }),
});
const MAIL_LATER = service({
  id: 'svc-mail',
  name: 'Mailing address',
  status: 'DELIVERED',
  subscription: subscription({ id: 'sub-2', termEndsAt: daysFromNow(45) }),
});
const PHONE_CANCELLED = service({
  id: 'svc-phone',
  name: 'US phone number',
  status: 'DELIVERED',
  subscription: subscription({ id: 'sub-3', termEndsAt: daysFromNow(5), cancelAtTermEnd: true }),
});

describe('Home: what waits on you and what renews soon', () => {
  setUpRouteTests();

  it('lists the services waiting on the customer and the renewals of the next 30 days', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services': { data: [BOOKS, AGENT, MAIL_LATER, PHONE_CANCELLED] },
    });
    const router = renderRoute('/dashboard/home');
    await expectSignedInHome(router);
    const waiting = await screen.findByRole('region', { name: 'Waiting on you' });
    expect(within(waiting).getByRole('link', { name: 'Bookkeeping' }).getAttribute('href')).toBe(
      '/dashboard/services/svc-books',
    );
    expect(within(waiting).getByText('Connect your bank account.')).toBeTruthy();
    expect(within(waiting).queryByText('Registered agent')).toBeNull();
    const renewals = screen.getByRole('region', { name: 'Renewing in the next 30 days' });
    const items = within(renewals).getAllByRole('listitem');
    // Only the one renewing within 30 days; a cancelled one does not renew.
    expect(items.map((i) => i.textContent)).toEqual([
      `Registered agent${formatDate(soon)} · $99.00`,
    ]);
    expect(api.unanswered).toEqual([]);
  });

  it('shows neither card when nothing waits and nothing renews soon', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/services': { data: [MAIL_LATER] },
    });
    const router = renderRoute('/dashboard/home');
    await expectSignedInHome(router);
    const link = await screen.findByRole('link', { name: 'All your services' });
    expect(link.getAttribute('href')).toBe('/dashboard/services');
    expect(screen.queryByRole('region', { name: 'Waiting on you' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Renewing in the next 30 days' })).toBeNull();
  });
});
