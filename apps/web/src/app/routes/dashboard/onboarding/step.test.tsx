import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE } from '@charterline/shared/rules/llc-name';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fill, press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const STEP_1 = '/dashboard/onboarding/formation/step-1';
const REVIEW = '/dashboard/onboarding/formation/review';
const ALL_DONE = {
  companyInformation: true,
  registeredAgent: true,
  ownership: true,
  mailingAddress: true,
  einApplication: true,
  bankAccount: true,
};

const named = companyDetails({
  companyName: 'Acme',
  companyNameType: 'LLC',
  businessPurpose: 'Software development',
  formationSteps: { ...companyDetails().formationSteps, companyInformation: true },
});

describe('formation step 1: Company Information', () => {
  setUpRouteTests();

  it('shows the name rules live and the missing fields on CONTINUE, without a call', async () => {
    signIn();
    const api = mockApi(dashboardRoutes());
    renderRoute(STEP_1);
    const name = await screen.findByLabelText('Company name (first choice)');
    fireEvent.change(name, { target: { value: 'Acme LLC' } });
    expect(screen.getByText(LLC_DESIGNATION_MESSAGE)).toBeTruthy();
    fireEvent.change(name, { target: { value: '' } });
    press('CONTINUE');
    expect(await screen.findByText('Please enter a company name.')).toBeTruthy();
    expect(screen.getByText('Please enter a description.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // Issue 17: the first field in error takes the focus (scrolled below the top bar by CSS).
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('saves the answers checked by the shared schema and goes to step 2', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'POST /client/company/v7/company-info': { data: { company: named } },
    });
    const router = renderRoute(STEP_1);
    await screen.findByLabelText('Company name (first choice)');
    fill({
      'Company name (first choice)': '  Acme ',
      'Second choice (optional)': 'Acme Labs',
      'What will the company do?': 'Software development',
      'Website (optional)': ' https://acme.example ',
    });
    press('CONTINUE');
    expect(
      await screen.findByText('Your company information has been updated successfully.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/onboarding/formation/step-2');
    const save = api.callTo('/client/company/v7/company-info');
    expect(save?.body).toEqual({
      companyName: 'Acme',
      companyNameType: 'LLC',
      state: 'WY',
      businessPurpose: 'Software development',
      website: 'https://acme.example',
      alternativeNames: ['Acme Labs'],
    });
    expect(save?.headers.get('authorization')).toBe('Bearer access-1');
    expect(api.unanswered).toEqual([]);
  });

  it('puts the server’s field errors on their fields', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'POST /client/company/v7/company-info': {
        status: 400,
        message: 'Validation failed',
        errors: [{ code: 'NAME_TAKEN', message: 'That name is taken', field: 'companyName' }],
      },
    });
    const router = renderRoute(STEP_1);
    await screen.findByLabelText('Company name (first choice)');
    fill({
      'Company name (first choice)': 'Acme',
      'What will the company do?': 'Software development',
    });
    press('CONTINUE');
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(router.state.location.pathname).toBe(STEP_1);
  });

  // Issue 17: Edit on the review opens the step with ?from=review; saving returns there.
  it('returns to the review after saving a step opened with Edit from the review', async () => {
    signIn();
    const done = companyDetails({ ...named, formationSteps: ALL_DONE });
    mockApi({
      ...dashboardRoutes(done),
      'POST /client/company/v7/company-info': { data: { company: done } },
    });
    const router = renderRoute(REVIEW);
    await screen.findByRole('heading', { name: 'Review and confirm' });
    fireEvent.click(screen.getByRole('link', { name: /^Edit\s*Company Information$/ }));
    await screen.findByLabelText('Company name (first choice)');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `${STEP_1}?from=review`,
    );
    press('CONTINUE');
    await screen.findByText('Your company information has been updated successfully.');
    expect(router.state.location.pathname).toBe(REVIEW);
  }, 15_000);

  it('GO BACK from a step opened from the review returns to the review too', async () => {
    signIn();
    const done = companyDetails({ ...named, formationSteps: ALL_DONE });
    mockApi(dashboardRoutes(done));
    const router = renderRoute('/dashboard/onboarding/formation/step-3?from=review');
    await screen.findByRole('button', { name: 'GO BACK' });
    press('GO BACK');
    await waitFor(() => expect(router.state.location.pathname).toBe(REVIEW));
  }, 15_000);
});
