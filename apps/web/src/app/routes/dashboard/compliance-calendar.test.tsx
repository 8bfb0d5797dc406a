import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const WY = obligation();
const FORM_5472 = obligation({
  id: 'ob-5472',
  title: 'Form 5472',
  agency: 'IRS',
  period: '2026',
  dueDate: '2027-04-15',
  status: 'upcoming',
  daysUntilDue: 60,
});

const routes = () => ({
  ...dashboardRoutes(),
  'GET /client/company/v7/compliance': { data: complianceOverview([WY, FORM_5472]) },
});

const day = (name: string) => screen.getByRole('listitem', { name });

describe('/dashboard/compliance?view=calendar', () => {
  setUpRouteTests();

  it('puts each deadline on its day, Sunday first, and moves month by month', async () => {
    signIn();
    mockApi(routes());
    const router = renderRoute('/dashboard/compliance?view=calendar&month=2027-03');
    expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calendar' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // March 2027 starts on a Monday: the grid opens with Sunday, February 28.
    const days = within(screen.getByRole('region', { name: 'March 2027' })).getAllByRole(
      'listitem',
    );
    expect(days[0]?.getAttribute('aria-label')).toBe('Sunday, February 28, 2027');
    expect(days).toHaveLength(35);
    const chip = within(day('Monday, March 1, 2027')).getByRole('button', {
      name: 'Wyoming annual report 2027, Due soon',
    });
    expect(within(day('Tuesday, March 2, 2027')).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2027' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('month=2027-04'));
    expect(
      within(day('Thursday, April 15, 2027')).getByRole('button', {
        name: 'Form 5472 2026, Upcoming',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(await screen.findByRole('button', { name: /Wyoming annual report 2027/ }));
    expect(await screen.findByRole('dialog', { name: 'Wyoming annual report 2027' })).toBeTruthy();
    expect(chip).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=calendar'));
    const now = new Date();
    const title = now.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('becomes a list of the month’s days with deadlines on a phone', async () => {
    signIn();
    setViewportWidth(390);
    mockApi(routes());
    renderRoute('/dashboard/compliance?view=calendar&month=2027-04');
    const region = await screen.findByRole('region', { name: 'April 2027' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Thursday, April 15, 2027']);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Nothing is due in May 2027.')).toBeTruthy();
  });
});
