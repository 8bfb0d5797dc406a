import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNotification, TNotifications } from '@charterline/shared/schemas/companies';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const MENU = '/client/v9/notifications?page=1&pageSize=8';
const SEEN = '/client/v9/notifications/seen?page=1&pageSize=8';

const notification = (id: string, title: string, link: string): TNotification => ({
  id,
  companyId: 'c1',
  title,
  body: `${title} for Nube Clara LLC.`,
  createdAt: '2026-11-04T00:00:00.000Z',
  unread: true,
  link,
});

describe('notifications read where they point (decision 0189)', () => {
  setUpRouteTests();

  it('reads the notifications of the page opened, and opens a notification’s page from the bell', async () => {
    signIn();
    const items = [
      notification('n1', 'Service updated', '/dashboard/services'),
      notification('n2', 'State filing completed', '/dashboard/home'),
    ];
    const page = (): TNotifications => ({
      items,
      unreadCount: items.filter((i) => i.unread).length,
      total: items.length,
      page: 1,
      pageSize: 8,
    });
    const api = mockApi({
      ...dashboardRoutes(),
      [`GET ${MENU}`]: () => ({ data: page() }),
      [`POST ${SEEN}`]: (body) => {
        const { path } = body as { path: string };
        for (const item of items) if (item.link === path) item.unread = false;
        return { data: page() };
      },
    });
    const router = renderRoute('/dashboard/home');
    // Home is open: its notification is read, the service's is not.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === SEEN).map((c) => c.body)).toEqual([
      { path: '/dashboard/home' },
    ]);

    // The bell's entry opens the service's page, which reads it.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Notifications, 1 unread' }), {
      key: 'Enter',
    });
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('Service updated for Nube Clara LLC.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/services'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === SEEN).map((c) => c.body)).toEqual([
      { path: '/dashboard/home' },
      { path: '/dashboard/services' },
    ]);
    // (The pages' own calls are theirs: only the notifications' are checked here.)
    expect(api.unanswered.filter((call) => call.includes('notifications'))).toEqual([]);
  });

  it('asks nothing while every notification is read', async () => {
    signIn();
    const api = mockApi(dashboardRoutes());
    renderRoute('/dashboard/home');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === MENU)).toBe(true));
    expect(api.calls.filter((c) => c.path === SEEN)).toEqual([]);
  });
});
