import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE } from '@charterline/shared/rules/llc-name';
import { dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { fill, press } from '@/test/fill';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const PAGE = '/dashboard/onboarding/bring-your-llc';
const SAVE = 'Save my LLC’s details';
const STATES = {
  'GET /client/company/v7/formation/allowed-states': {
    data: [
      {
        code: 'WY',
        name: 'Wyoming',
        formationFee: 10000,
        annualReportFee: 6000,
        franchiseTaxYearOne: 0,
        franchiseTaxOngoing: 0,
        laterStateCosts: [],
        yearlyStateCost: 6000,
        currency: 'USD',
      },
    ],
  },
};

/** An existing business just signed up: formed elsewhere, nothing entered yet. */
const existing = newCompany({ origin: 'FORMED_ELSEWHERE', signupService: null, needs: 'all' });
/** The same with its details entered (state WY), waiting for our check. */
const entered = newCompany({
  origin: 'FORMED_ELSEWHERE',
  companyName: 'Nube Clara',
  companyNameType: 'LLC',
  state: 'WY',
  formationDate: '2023-03-14',
  stateFileNumber: '2023-001234567',
  registeredAgent: {
    useOurs: false,
    name: 'Wyoming Agents Inc',
    address: { line1: '30 N Gould St', city: 'Sheridan', region: 'WY', country: 'US' },
  },
  owners: [
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      ownershipPercentage: 100,
      address: { line1: '1 Main St', city: 'Lagos', country: 'NG' },
    },
  ],
  companyStatus: 'PENDING_VERIFICATION',
  onboardingStatus: 'ONBOARDED',
  paymentStatus: 'NOT_AVAILABLE',
});

describe('Bring your LLC', () => {
  setUpRouteTests();

  it('shows each missing or wrong field next to it, without a call', async () => {
    signIn();
    const api = mockApi({ ...dashboardRoutes(existing), ...STATES });
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Bring your LLC' })).toBeTruthy();
    fill({ 'Legal name (without LLC)': 'Nube Clara LLC', 'EIN (optional)': '123' });
    press(SAVE);
    expect(await screen.findByText(LLC_DESIGNATION_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Please choose a valid US state.')).toBeTruthy();
    expect(screen.getByText('Enter the date your LLC was formed')).toBeTruthy();
    expect(screen.getByText(/Enter the file number the state gave your LLC/)).toBeTruthy();
    expect(screen.getByText('Enter the EIN as 12-3456789')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // The first field in error takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Legal name (without LLC)')),
    );
  });

  it('saves the details and returns to the page it came from', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(entered),
      ...STATES,
      'POST /client/company/v7/existing-llc': { data: { company: entered } },
      'GET /client/company/v7/offers?moment=billing': { data: [] },
      'GET /client/company/v7/compliance/past-filings': { data: { joinedOn: null, items: [] } },
    });
    const router = renderRoute(`${PAGE}?returnTo=%2Fdashboard%2Fbilling%2Foffer%2Fbookkeeping`);
    await screen.findByLabelText('Legal name (without LLC)');
    fill({ 'State file number': ' abc-12 ', 'EIN (optional)': '12-3456789' });
    press(SAVE);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/billing/offer/bookkeeping'),
    );
    expect(api.callTo('/client/company/v7/existing-llc')?.body).toEqual({
      companyName: 'Nube Clara',
      companyNameType: 'LLC',
      state: 'WY',
      formationDate: '2023-03-14',
      // The shared schema's output: trimmed and in capitals, as the server keeps it.
      stateFileNumber: 'ABC-12',
      ein: '12-3456789',
      registeredAgent: {
        useOurs: false,
        name: 'Wyoming Agents Inc',
        address: {
          line1: '30 N Gould St',
          line2: '',
          city: 'Sheridan',
          region: 'WY',
          postalCode: '',
          country: 'US',
        },
      },
      owners: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          ownershipPercentage: 100,
          address: { line1: '1 Main St', line2: '', city: 'Lagos', postalCode: '', country: 'NG' },
        },
      ],
    });
  });

  // Issue 36 item 1: "Switch to Charterline's registered agent" created nothing; it is a change
  // filed with the state, priced and paid next.
  it('choosing our agent saves the agent on file today, then opens its change to pay for', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(entered),
      ...STATES,
      'POST /client/company/v7/existing-llc': { data: { company: entered } },
      'GET /client/company/v7/compliance/past-filings': {
        data: { joinedOn: '2026-11-29', items: [] },
      },
    });
    const router = renderRoute(PAGE);
    await screen.findByLabelText('Legal name (without LLC)');
    fireEvent.click(
      screen.getByRole('radio', { name: /Switch to Charterline’s registered agent/ }),
    );
    press(SAVE);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=changes&change=REGISTERED_AGENT'),
    );
    expect(router.state.location.pathname).toBe('/dashboard/llc-management');
    expect(api.callTo('/client/company/v7/existing-llc')?.body).toMatchObject({
      registeredAgent: { useOurs: true },
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(entered),
      ...STATES,
      'POST /client/company/v7/existing-llc': {
        status: 400,
        message: 'The formation date cannot be in the future.',
        errors: [
          {
            code: 'FORMATION_DATE_IN_FUTURE',
            message: 'The formation date cannot be in the future.',
            field: 'formationDate',
          },
        ],
      },
    });
    const router = renderRoute(PAGE);
    await screen.findByLabelText('Formation date');
    press(SAVE);
    const error = await screen.findAllByText('The formation date cannot be in the future.');
    expect(error.some((e) => e.id.endsWith('-error'))).toBe(true);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('shows verified details locked, without the form', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes({
        ...entered,
        detailsVerified: true,
        detailsVerifiedAt: '2026-11-20T10:00:00.000Z',
        companyStatus: 'COMPLETED',
      }),
      ...STATES,
    });
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Your details are verified' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
  });
});
