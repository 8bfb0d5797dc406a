import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const PATH = 'GET /client/company/v7/compliance';

const OVERDUE = obligation({
  id: 'ob-5472',
  key: 'irs:5472',
  period: '2025',
  kind: 'federal',
  title: 'Form 5472 and pro-forma 1120',
  agency: 'IRS',
  dueDate: '2026-04-15',
  unmovedDueDate: null,
  windowOpens: null,
  feeCents: 0,
  status: 'overdue',
  daysUntilDue: -30,
  dissolutionDate: null,
  fileForMe: { productKey: 'federal-tax-5472', serviceId: null },
});
const WY_OVERDUE = obligation({
  id: 'ob-wy-2026',
  period: '2026',
  dueDate: '2026-03-01',
  windowOpens: null,
  status: 'overdue',
  daysUntilDue: -20,
  dissolutionDate: '2026-04-30',
});
const DUE_SOON = obligation();
const LATER = obligation({
  id: 'ob-boi',
  title: 'Franchise tax',
  agency: 'Delaware Division of Corporations',
  dueDate: '2028-06-01',
  windowOpens: null,
  status: 'upcoming',
  daysUntilDue: 500,
  feeCents: null,
  feeText: 'Greater of $60 or $0.0002 × Wyoming assets',
});
const FILED = obligation({
  id: 'ob-wy-2025',
  period: '2025',
  dueDate: '2025-03-01',
  windowOpens: null,
  status: 'filed_late',
  daysUntilDue: -400,
  filedOn: '2025-03-10',
});
const NA = obligation({
  id: 'ob-be12',
  title: 'BE-12 benchmark survey',
  agency: 'BEA',
  period: '2022',
  dueDate: '2023-05-31',
  windowOpens: null,
  status: 'not_applicable',
  daysUntilDue: -900,
  notApplicableReason: 'Formed after the survey year',
});

const page = (obligations: TObligation[], over = {}) => ({
  ...dashboardRoutes(),
  [PATH]: { data: complianceOverview(obligations, over) },
});

const group = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(group(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/dashboard/compliance', () => {
  setUpRouteTests();

  it('groups the deadlines: overdue with its countdown, the next 12 months, later, the past oldest first', async () => {
    signIn();
    const api = mockApi(page([FILED, NA, WY_OVERDUE, OVERDUE, DUE_SOON, LATER]));
    renderRoute('/dashboard/compliance');
    expect(await screen.findByRole('heading', { name: 'Overdue' })).toBeTruthy();
    expect(document.title).toContain('Compliance');
    expect(
      screen.getByText(
        'Computed from: Wyoming LLC formed March 15, 2025 · one owner outside the US · fiscal year ends December · our registered agent',
      ),
    ).toBeTruthy();
    const overdue = rows('Overdue');
    expect(overdue).toHaveLength(2);
    expect(overdue[0]).toContain('Wyoming annual report 2026');
    expect(overdue[0]).toContain('20 days overdue · The state can dissolve your LLC in 40 days');
    expect(overdue[1]).toContain('Form 5472 and pro-forma 1120');
    expect(overdue[1]).toContain('30 days overdue');
    expect(overdue[1]).toContain('No fee');
    expect(overdue[1]).not.toContain('dissolve');
    const next = rows('Next 12 months');
    expect(next).toHaveLength(1);
    expect(next[0]).toContain('Due Mar 1, 2027');
    expect(next[0]).toContain('File Dec 1, 2026 – Mar 1, 2027');
    expect(next[0]).toContain('$60.00');
    expect(next[0]).toContain('Due soon');
    expect(rows('Later')[0]).toContain('Greater of $60 or $0.0002 × Wyoming assets');
    expect(rows('Later')[0]).toContain('Upcoming');
    const past = rows('Past');
    expect(past[0]).toContain('BE-12 benchmark survey');
    expect(past[0]).toContain('Not applicable');
    expect(past[1]).toContain('Filed late');
    expect(
      screen.getByText(/fees: 2026 LLC Cost Index \(llcformationcost.com\), CC BY 4.0/),
    ).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('filters to the open ones and to the filed ones, kept in the address', async () => {
    signIn();
    mockApi(page([FILED, NA, OVERDUE, DUE_SOON]));
    const router = renderRoute('/dashboard/compliance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=open'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Past' })).toBeNull());
    expect(rows('Overdue')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filed' }));
    await screen.findByRole('region', { name: 'Past' });
    expect(rows('Past')).toHaveLength(1);
    expect(rows('Past')[0]).toContain('Filed late');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Overdue' })).toBeNull());
  });

  it('opens the detail from ?obligation= (the e-mail link): the rule, source, site, consequence', async () => {
    signIn();
    mockApi(page([DUE_SOON, OVERDUE]));
    const router = renderRoute('/dashboard/compliance?obligation=ob-wy-2027');
    const detail = await screen.findByRole('dialog', { name: 'Wyoming annual report 2027' });
    expect(detail.textContent).toContain('1st day of your anniversary month');
    expect(detail.textContent).toContain('Source: W.S. 17-29-209');
    expect(detail.textContent).toContain('Last verified October 2026');
    expect(detail.textContent).toContain('The LLC is dissolved 60 days after the due date.');
    const site = within(detail).getByRole('link', { name: /Wyoming Secretary of State website/ });
    expect(site.getAttribute('href')).toBe('https://wyobiz.wyo.gov');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(within(detail).queryByRole('note')).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: /Form 5472 and pro-forma 1120/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?obligation=ob-5472'));
    expect(
      await screen.findByRole('dialog', { name: 'Form 5472 and pro-forma 1120 2025' }),
    ).toBeTruthy();
  });

  it('says so when the link’s deadline is not this company’s', async () => {
    signIn();
    mockApi(page([DUE_SOON]));
    renderRoute('/dashboard/compliance?obligation=ob-elsewhere');
    expect(await screen.findByText(/The deadline in your link is not listed/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says honestly when the sources disagree, and when the IRS date moved', async () => {
    signIn();
    const conflict = obligation({ evidence: 'conflict' });
    const moved = obligation({
      ...OVERDUE,
      status: 'upcoming',
      daysUntilDue: 100,
      dueDate: '2028-04-17',
      unmovedDueDate: '2028-04-15',
    });
    mockApi(page([conflict, moved]));
    renderRoute('/dashboard/compliance?obligation=ob-wy-2027');
    const detail = await screen.findByRole('dialog');
    const note = within(detail).getByRole('note');
    expect(note.textContent).toContain('Sources disagree on this rule — confirm with the state');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('https://wyobiz.wyo.gov');
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: /Form 5472/ }));
    const irs = await screen.findByRole('dialog', { name: /Form 5472/ });
    expect(irs.textContent).toContain('Moved from Saturday, April 15 (26 U.S.C. 7503)');
  });

  it('shows no invented rows before the state files the LLC, and "No deadlines due" when none', async () => {
    signIn();
    mockApi(page([], { missing: ['formationDate'] }));
    renderRoute('/dashboard/compliance');
    expect(
      await screen.findByRole('heading', {
        name: 'Your deadlines appear as soon as the state files your LLC',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'List' })).toBeNull();
  });

  it('says "No deadlines due" when nothing is due', async () => {
    signIn();
    mockApi(page([]));
    renderRoute('/dashboard/compliance');
    expect(await screen.findByRole('heading', { name: 'No deadlines due' })).toBeTruthy();
  });

  it('shows a loading skeleton, then the error with a retry', async () => {
    signIn();
    let fail = true;
    mockApi({
      ...dashboardRoutes(),
      [PATH]: () =>
        fail
          ? { status: 500, message: 'Internal Server Error' }
          : { data: complianceOverview([DUE_SOON]) },
    });
    renderRoute('/dashboard/compliance');
    expect(await screen.findByText('Loading your deadlines…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Your deadlines could not be loaded. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Next 12 months' })).toBeTruthy();
  }, 30_000);
});
