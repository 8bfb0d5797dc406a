import { act, fireEvent, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const FORMING = companyDetails({
  companyName: 'Nube Clara',
  companyNameType: 'LLC',
  companyStatus: 'STARTED',
  onboardingStatus: 'ONBOARDED',
  confirmedAt: '2026-11-02T00:00:00.000Z',
  formationProgress: [
    { step: 'DOCUMENTS_SUBMITTED', title: 'Documents Submitted', at: '2026-11-03T00:00:00.000Z' },
  ],
});
const FILED: TCompanyDetails = {
  ...FORMING,
  formationProgress: [
    ...FORMING.formationProgress,
    { step: 'STATE_FILING_STARTED', title: 'State Filing Started', at: '2026-11-04T00:00:00.000Z' },
  ],
};

const notifications = (n: number): TNotifications => ({
  items: Array.from({ length: Math.min(n, 8) }, (_, i) => ({
    id: `n${i}`,
    companyId: 'c1',
    title: 'EIN received',
    body: `The IRS issued the EIN of Nube Clara LLC (${i}).`,
    createdAt: '2026-11-04T00:00:00.000Z',
    unread: true,
  })),
  unreadCount: n,
  total: n,
  page: 1,
  pageSize: 8,
});

const done = (step: string) =>
  document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-done');

describe('live updates', () => {
  setUpRouteTests();
  beforeEach(() => {
    // The clock moves on its own (the route's chunks load) and is moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows an operations step and a notification without a reload, polling less while nothing changes', async () => {
    signIn();
    let company = FORMING;
    let count = 0;
    const api = mockApi({
      ...dashboardRoutes(FORMING),
      'GET /client/company/v7/details': () => ({ data: { company } }),
      'GET /client/company/v7/documents': { data: [] },
      'GET /client/v9/notifications?page=1&pageSize=8': () => ({ data: notifications(count) }),
    });
    renderRoute('/dashboard/onboarding/formation-ongoing/step-1');
    await screen.findByRole('list', { name: 'Filing progress' });
    expect(done('STATE_FILING_STARTED')).toBe('false');
    const detailsCalls = () =>
      api.calls.filter((c) => c.path === '/client/company/v7/details').length;
    const before = detailsCalls();

    company = FILED;
    count = 1;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(done('STATE_FILING_STARTED')).toBe('true');
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    expect(detailsCalls()).toBe(before + 1);

    // Nothing changes now: 5 s, then 10 s, then 20 s between calls.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(detailsCalls()).toBe(before + 2);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(detailsCalls()).toBe(before + 2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(detailsCalls()).toBe(before + 3);

    // A hidden tab is not polled; it asks again the moment it comes back.
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(detailsCalls()).toBe(before + 3);
    count = 11;
    await act(async () => {
      focusManager.setFocused(true);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(detailsCalls()).toBe(before + 4);
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
    expect(api.unanswered).toEqual([]);
  });

  it('lists every notification on its own page, with See all in the menu and mark all read', async () => {
    vi.useRealTimers();
    signIn();
    const page = (n: number, unread: boolean): TNotifications => ({
      items: Array.from({ length: n === 1 ? 20 : 1 }, (_, i) => ({
        id: `p${n}-${i}`,
        companyId: 'c1',
        title: n === 1 ? `Step ${i}` : 'Company created',
        body: 'Your company is ready for onboarding.',
        createdAt: '2026-11-04T00:00:00.000Z',
        unread,
      })),
      unreadCount: unread ? 21 : 0,
      total: 21,
      page: n,
      pageSize: 20,
    });
    let read = false;
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /client/v9/notifications?page=1&pageSize=8': () => ({
        data: { ...notifications(8), total: 21, unreadCount: read ? 0 : 21 },
      }),
      // Each page opened tells the server (decision 0189); none of these point to them.
      'POST /client/v9/notifications/seen?page=1&pageSize=8': () => ({
        data: { ...notifications(8), total: 21, unreadCount: read ? 0 : 21 },
      }),
      'GET /client/v9/notifications?page=1&pageSize=20': () => ({ data: page(1, !read) }),
      'GET /client/v9/notifications?page=2&pageSize=20': () => ({ data: page(2, !read) }),
      'POST /client/v9/notifications/read?page=2&pageSize=20': () => {
        read = true;
        return { data: page(2, false) };
      },
    });
    const router = renderRoute('/dashboard/home');
    fireEvent.keyDown(
      await screen.findByRole('button', { name: 'Notifications, 9+ unread (21)' }),
      {
        key: 'Enter',
      },
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByText(/The IRS issued the EIN/)).toHaveLength(8);
    fireEvent.click(within(menu).getByText('See all notifications (21)'));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/notifications');
    expect(await screen.findByText('Step 19')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Company created')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read (21)' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark all read/ })).toBeNull();
    expect(api.unanswered).toEqual([]);
  });
});
