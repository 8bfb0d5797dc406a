import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TObligation, TPastFilings } from '@charterline/shared/schemas/compliance';
import { StandingBadge } from '@/features/company-profile/components/standing-badge';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderInRouter } from '@/test/render-in-router';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

// Issue 36 item 3: a brought LLC's filings due before it joined us are "To confirm" — neutral,
// never overdue — until its founder says; not filed is overdue with its penalty from the facts
// table (decision 0185).

const BASE = '/client/company/v7/compliance';
const PENALTY = {
  text: 'Penalty: $25,000 per form per year',
  source: '26 U.S.C. 6038A(d); Instructions for Form 5472 (Penalties)',
  sourceUrl: 'https://www.irs.gov/instructions/i5472',
};
const F5472 = 'Form 5472 attached to pro forma Form 1120';
const form = (over: Partial<TObligation>): TObligation =>
  obligation({
    key: 'irs:5472',
    kind: 'federal',
    title: F5472,
    agency: 'IRS',
    windowOpens: null,
    feeCents: 0,
    feeText: null,
    penalty: PENALTY,
    fileForMe: { productKey: 'federal-tax-preparation', serviceId: null },
    ...over,
  });
const CONFIRM_2024 = form({
  id: 'o-5472-2024',
  period: '2024',
  dueDate: '2025-04-15',
  status: 'to_confirm',
  daysUntilDue: -593,
  pastFiling: 'to_confirm',
});
const CONFIRM_DE = obligation({
  id: 'o-de-2025',
  key: 'state:DE:llc-tax',
  title: 'Annual LLC tax',
  agency: 'DE Division of Corporations',
  period: '2025',
  dueDate: '2025-06-01',
  windowOpens: null,
  feeCents: 30000,
  feeText: null,
  status: 'to_confirm',
  daysUntilDue: -546,
  pastFiling: 'to_confirm',
});
const NOT_FILED = form({
  id: 'o-5472-2025',
  period: '2025',
  dueDate: '2026-04-15',
  status: 'overdue',
  daysUntilDue: -228,
  pastFiling: 'not_filed',
});
const FILED_BEFORE = form({
  id: 'o-5472-2023',
  period: '2023',
  dueDate: '2024-04-15',
  status: 'filed',
  daysUntilDue: -958,
  pastFiling: 'filed',
  filedOn: null,
});
const NEXT = obligation();

const PAST: TPastFilings = {
  joinedOn: '2026-11-29',
  items: [
    {
      obligationId: CONFIRM_2024.id,
      key: 'irs:5472',
      title: F5472,
      agency: 'IRS',
      period: '2024',
      dueDate: '2025-04-15',
      answer: 'unknown',
      penalty: PENALTY,
    },
    {
      obligationId: CONFIRM_DE.id,
      key: 'state:DE:llc-tax',
      title: 'Annual LLC tax',
      agency: 'DE Division of Corporations',
      period: '2025',
      dueDate: '2025-06-01',
      answer: 'unknown',
      penalty: null,
    },
  ],
};

const routes = (obligations: TObligation[]) => ({
  ...dashboardRoutes(),
  [`GET ${BASE}`]: { data: complianceOverview(obligations) },
  [`GET ${BASE}/past-filings`]: { data: PAST },
  [`PUT ${BASE}/past-filings`]: { data: PAST },
});
const putBody = (api: ReturnType<typeof mockApi>) =>
  api.calls.find((c) => c.method === 'PUT' && c.path === `${BASE}/past-filings`)?.body;

describe('/dashboard/compliance: a brought LLC’s past filings', () => {
  setUpRouteTests();

  it('lists them under "To confirm", neutral and not overdue, and asks about them all at once', async () => {
    signIn();
    const api = mockApi(routes([CONFIRM_2024, CONFIRM_DE, NEXT]));
    renderRoute('/dashboard/compliance');
    const group = await screen.findByRole('region', { name: 'To confirm' });
    expect(screen.queryByRole('region', { name: 'Overdue' })).toBeNull();
    const rows = within(group)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toContain(`${F5472} 2024`);
    expect(rows[0]).toContain('Due before you joined us: was it filed?');
    expect(rows[0]).toContain('To confirm');
    expect(rows[0]).not.toMatch(/overdue/i);
    expect(group.textContent).toContain('we do not know whether they were filed');

    fireEvent.click(within(group).getByRole('button', { name: 'Tell us which were filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your past filings' });
    fireEvent.click(
      within(await within(dialog).findByRole('group', { name: `${F5472} 2024` })).getByLabelText(
        'Not filed',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBody(api)).toEqual({
      answers: [
        { obligationId: 'o-5472-2024', answer: 'not_filed' },
        { obligationId: 'o-de-2025', answer: 'unknown' },
      ],
    });
  });

  it('one to confirm: "It was filed" / "It was not filed" answer it; "File it for me" stays', async () => {
    signIn();
    const api = mockApi(routes([CONFIRM_2024, NEXT]));
    renderRoute(`/dashboard/compliance?obligation=${CONFIRM_2024.id}`);
    const detail = await screen.findByRole('dialog', { name: `${F5472} 2024` });
    expect(detail.textContent).toContain('we do not know whether it was filed');
    expect(within(detail).getByRole('link', { name: 'File it for me' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'I filed it myself' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'It was not filed' }));
    await waitFor(() =>
      expect(putBody(api)).toEqual({
        answers: [{ obligationId: 'o-5472-2024', answer: 'not_filed' }],
      }),
    );
  });

  it('not filed: overdue with its penalty and source; filed before joining: in the past, no date', async () => {
    signIn();
    mockApi(routes([FILED_BEFORE, NOT_FILED, NEXT]));
    renderRoute('/dashboard/compliance');
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('listitem').textContent).toContain(
      '228 days overdue · Penalty: $25,000 per form per year',
    );
    fireEvent.click(within(overdue).getByRole('button', { name: new RegExp(`^${F5472} 2025`) }));
    const detail = await screen.findByRole('dialog', { name: `${F5472} 2025` });
    expect(detail.textContent).toContain('Penalty: $25,000 per form per year');
    const source = within(detail).getByRole('link', { name: /6038A\(d\)/ });
    expect(source.getAttribute('href')).toBe('https://www.irs.gov/instructions/i5472');
    expect(within(detail).getByRole('link', { name: 'File it for me' })).toBeTruthy();
    fireEvent.keyDown(detail, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const past = screen.getByRole('region', { name: 'Past' });
    fireEvent.click(within(past).getByRole('button', { name: new RegExp(`^${F5472} 2023`) }));
    const filed = await screen.findByRole('dialog', { name: `${F5472} 2023` });
    expect(filed.textContent).toContain('FiledBefore you joined us (as you told us)');
    expect(within(filed).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('Home says how many are to confirm, not in red; an overdue 5472 says its penalty, not "No fee"', async () => {
    signIn();
    mockApi(routes([CONFIRM_2024, CONFIRM_DE, NOT_FILED, NEXT]));
    const router = renderRoute('/dashboard/home');
    await expectSignedInHome(router);
    const card = await screen.findByRole('region', { name: 'Deadlines' });
    const link = await within(card).findByRole('link', { name: '2 past filings to confirm' });
    expect(link.getAttribute('href')).toBe('/dashboard/compliance?answer=past-filings');
    expect(card.textContent).toContain('was due Apr 15, 2026 · Penalty: $25,000 per form per year');
    expect(card.textContent).not.toContain('No fee');
  });

  it('the profile’s standing: past filings to confirm in a neutral tone, with where to answer', () => {
    renderInRouter(
      [
        {
          path: '*',
          element: (
            <StandingBadge
              standing={{
                inGoodStanding: true,
                label: '4 past filings to confirm',
                overdue: [],
                toConfirm: 4,
              }}
            />
          ),
        },
      ],
      '/',
    );
    const badge = screen.getByText('4 past filings to confirm');
    expect(badge.className).toContain('indigo');
    expect(badge.className).not.toMatch(/rose|emerald/);
    expect(
      screen.getByRole('link', { name: 'Tell us which were filed' }).getAttribute('href'),
    ).toBe('/dashboard/compliance?answer=past-filings');
  });
});
