import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPastFilingItem, TPastFilings } from '@charterline/shared/schemas/compliance';
import { dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { press } from '@/test/fill';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

// Issue 36 item 3: bringing an LLC asks which of the filings due before it joined us were
// made; what the founder does not know stays to confirm (decision 0185).

const PAGE = '/dashboard/onboarding/bring-your-llc';
const PAST = '/client/company/v7/compliance/past-filings';
const STATES = {
  'GET /client/company/v7/formation/allowed-states': {
    data: [
      {
        code: 'DE',
        name: 'Delaware',
        formationFee: 9000,
        annualReportFee: 0,
        franchiseTaxYearOne: 30000,
        franchiseTaxOngoing: 30000,
        laterStateCosts: [],
        yearlyStateCost: 30000,
        currency: 'USD',
      },
    ],
  },
};

/** A Delaware LLC formed March 12, 2024, with its own agent, its details entered. */
const brought = newCompany({
  origin: 'FORMED_ELSEWHERE',
  companyName: 'Brume Atlantique',
  companyNameType: 'LLC',
  state: 'DE',
  formationDate: '2024-03-12',
  stateFileNumber: '7654321',
  registeredAgent: {
    useOurs: false,
    name: 'Harbor Agents Inc',
    address: {
      line1: '8 The Green',
      city: 'Dover',
      region: 'DE',
      postalCode: '19901',
      country: 'US',
    },
  },
  owners: [
    {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
      ownershipPercentage: 100,
      address: { line1: '3 rue de la Paix', city: 'Paris', country: 'FR' },
    },
  ],
  companyStatus: 'PENDING_VERIFICATION',
  onboardingStatus: 'ONBOARDED',
  paymentStatus: 'NOT_AVAILABLE',
});

const PENALTY = {
  text: 'Penalty: $25,000 per form per year',
  source: '26 U.S.C. 6038A(d); Instructions for Form 5472 (Penalties)',
  sourceUrl: 'https://www.irs.gov/instructions/i5472',
};
const item = (over: Partial<TPastFilingItem>): TPastFilingItem => ({
  obligationId: 'o-5472-2024',
  key: 'irs:5472',
  title: 'Form 5472 attached to pro forma Form 1120',
  agency: 'IRS',
  period: '2024',
  dueDate: '2025-04-15',
  answer: 'unknown',
  penalty: PENALTY,
  ...over,
});
const ITEMS: TPastFilingItem[] = [
  item({}),
  item({
    obligationId: 'o-de-2025',
    key: 'state:DE:llc-tax',
    title: 'Annual LLC tax',
    agency: 'DE Division of Corporations',
    period: '2025',
    dueDate: '2025-06-01',
    penalty: null,
  }),
  item({ obligationId: 'o-5472-2025', period: '2025', dueDate: '2026-04-15' }),
];
const past = (items: TPastFilingItem[]): TPastFilings => ({ joinedOn: '2026-11-29', items });

const routes = (items: TPastFilingItem[]) => ({
  ...dashboardRoutes(brought),
  ...STATES,
  'POST /client/company/v7/existing-llc': { data: { company: brought } },
  [`GET ${PAST}`]: { data: past(items) },
  [`PUT ${PAST}`]: (body: unknown) => ({
    data: past(
      items.map((i) => ({
        ...i,
        answer:
          (
            body as { answers: { obligationId: string; answer: TPastFilingItem['answer'] }[] }
          ).answers.find((a) => a.obligationId === i.obligationId)?.answer ?? i.answer,
      })),
    ),
  }),
});

const year = (group: string, period: string) =>
  screen.getByRole('group', { name: `${group} ${period}` });

describe('Bring your LLC: the past filings', () => {
  setUpRouteTests();

  it('once saved, asks per obligation and year — filed, not filed, I don’t know — then goes on', async () => {
    signIn();
    const api = mockApi(routes(ITEMS));
    const router = renderRoute(`${PAGE}?returnTo=%2Fdashboard%2Fcompliance`);
    await screen.findByLabelText('Legal name (without LLC)');
    press('Save my LLC’s details');
    await screen.findByRole('heading', { name: 'Your past filings' });
    expect(router.state.location.search).toContain('step=past-filings');
    // Grouped by obligation: Form 5472 with its two years, its penalty from the facts table.
    const form5472 = await screen.findByRole('region', {
      name: 'Form 5472 attached to pro forma Form 1120',
    });
    expect(within(form5472).getAllByRole('group')).toHaveLength(2);
    const penalty = within(form5472).getByRole('link', { name: /Penalty: \$25,000 per form/ });
    expect(penalty.getAttribute('href')).toBe('https://www.irs.gov/instructions/i5472');
    // Nothing answered yet: "I don't know" is what it stays.
    expect(
      (within(year('Annual LLC tax', '2025')).getByLabelText('I don’t know') as HTMLInputElement)
        .checked,
    ).toBe(true);

    fireEvent.click(within(year(ITEMS[0]!.title, '2024')).getByLabelText('Filed'));
    fireEvent.click(within(year(ITEMS[0]!.title, '2025')).getByLabelText('Not filed'));
    press('Save my answers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/compliance'));
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === PAST)?.body).toEqual({
      answers: [
        { obligationId: 'o-5472-2024', answer: 'filed' },
        { obligationId: 'o-de-2025', answer: 'unknown' },
        { obligationId: 'o-5472-2025', answer: 'not_filed' },
      ],
    });
    expect(await screen.findByText('Thank you. 1 past filing stays to confirm.')).toBeTruthy();
  });

  it('"Skip for now" goes on without answering: they stay to confirm', async () => {
    signIn();
    const api = mockApi(routes(ITEMS));
    const router = renderRoute(`${PAGE}?step=past-filings`);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('with no filing due before joining, goes straight on', async () => {
    signIn();
    mockApi(routes([]));
    const router = renderRoute(`${PAGE}?step=past-filings&returnTo=%2Fdashboard%2Fcompliance`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/compliance'));
  });
});
