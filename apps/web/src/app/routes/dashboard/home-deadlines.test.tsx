import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complianceQueryOptions } from '@/features/compliance/api/get-compliance';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { complianceOverview, form5472, obligation } from '@/test/compliance-fixtures';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const COMPLIANCE = 'GET /client/company/v7/compliance';

const LATE_2025 = obligation({
  id: 'o-2025',
  period: '2025',
  dueDate: '2025-03-01',
  status: 'overdue',
  daysUntilDue: -269,
});
const LATE_5472 = form5472({
  id: 'o-5472-2025',
  period: '2025',
  dueDate: '2026-04-15',
  status: 'overdue',
  daysUntilDue: -1,
});
const FILED = obligation({ id: 'o-filed', period: '2026', status: 'filed', filedOn: '2026-02-02' });
const NEXT = obligation({
  id: 'o-next',
  dueDate: '2027-03-01',
  status: 'due_soon',
  daysUntilDue: 12,
});
const LATER = form5472({ id: 'o-later', dueDate: '2027-04-15', daysUntilDue: 57 });

const renderHome = async (routes: Parameters<typeof mockApi>[0]) => {
  signIn();
  const api = mockApi(routes);
  const router = renderRoute('/dashboard/home');
  await expectSignedInHome(router);
  return api;
};

describe('Home: deadlines', () => {
  setUpRouteTests();

  it('lists what is overdue first, in red with the days overdue, then the next deadline', async () => {
    const api = await renderHome({
      ...dashboardRoutes(),
      [COMPLIANCE]: {
        data: complianceOverview({ obligations: [LATE_2025, FILED, LATE_5472, NEXT, LATER] }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Deadlines' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Wyoming annual report 2025269 days overdue · was due Mar 1, 2025 · $60.00',
      'Form 5472 with pro-forma 1120 20251 day overdue · was due Apr 15, 2026 · No fee',
      'Next: Wyoming annual report 2027Mar 1, 2027 · 12 days left · $60.00',
    ]);
    expect(within(items[0] as HTMLElement).getByText(/269 days overdue/).className).toContain(
      'text-red-700',
    );
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/compliance?obligation=o-2025',
      '/dashboard/compliance?obligation=o-5472-2025',
      '/dashboard/compliance?obligation=o-next',
      '/dashboard/compliance',
    ]);
    expect(api.unanswered).toEqual([]);
  });

  it('shows only the next deadline when nothing is overdue, with a fee in words when there is no amount', async () => {
    await renderHome({
      ...dashboardRoutes(),
      [COMPLIANCE]: {
        data: complianceOverview({
          obligations: [FILED, obligation({ ...NEXT, feeCents: null, daysUntilDue: 1 }), LATER],
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Deadlines' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Next: Wyoming annual report 2027Mar 1, 2027 · due tomorrow · Greater of $60 or $0.0002 × Wyoming assets',
    ]);
    expect(card.className).not.toContain('ring-red');
  });

  it('says deadlines come once the LLC is formed when there are none yet', async () => {
    await renderHome(dashboardRoutes());
    const card = await screen.findByRole('region', { name: 'Deadlines' });
    expect(
      await within(card).findByText('No deadlines yet — they appear once your LLC is formed.'),
    ).toBeTruthy();
    expect(within(card).queryAllByRole('listitem')).toEqual([]);
  });

  it('is hidden, and asks nothing, while the formation is not paid', async () => {
    const api = await renderHome(dashboardRoutes(companyDetails({ paymentStatus: 'NOT_PAID' })));
    await screen.findByRole('link', { name: /onboarding/i });
    expect(screen.queryByRole('region', { name: 'Deadlines' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/client/company/v7/compliance')).toBe(false);
  });

  it('leaves the card out, without a toast, when the deadlines cannot be read', async () => {
    const api = await renderHome({
      ...dashboardRoutes(),
      [COMPLIANCE]: { status: 403, message: 'You cannot see this company.' },
    });
    await waitFor(() => expect(api.callTo('/client/company/v7/compliance')).toBeTruthy());
    await waitFor(() =>
      expect(queryClient.getQueryState(complianceQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: 'Deadlines' })).toBeNull();
    // Toasts show in order once their library loads: when this one shows, a toast of the
    // failure (fired before it) would show too.
    toast.error('Later toast');
    expect(await screen.findByText('Later toast')).toBeTruthy();
    expect(screen.queryByText('You cannot see this company.')).toBeNull();
  });
});
