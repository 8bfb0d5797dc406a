import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveAnswers } from '@/features/onboarding-questions/answers-storage';
import { dashboardRoutes, TOKENS } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fill, press } from '@/test/fill';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const ANSWERS = {
  typeOfBusiness: 'saas',
  employeeCount: '1',
  revenue: '0-50k',
  experience: 'first',
  stage: 'idea',
};

describe('/signup/create-account', () => {
  setUpRouteTests();

  it('sends the questions to answer first when one has no answer', async () => {
    mockApi({});
    const router = renderRoute('/signup/create-account?service=formation');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/signup/new-business/questions');
    expect(router.state.location.search).toBe('?service=formation');
  });

  // Issue 36: a founder arriving for bookkeeping was asked "Have you run a company before?".
  it('asks a founder arriving for bookkeeping the existing-business questions', async () => {
    mockApi({});
    const router = renderRoute('/signup/create-account?service=bookkeeping');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/signup/existing-business/questions');
    expect(screen.queryByText('Have you run a company before?')).toBeNull();
  });

  it('checks the fields with the shared schema before any call', async () => {
    saveAnswers({ businessType: 'NEW', answers: ANSWERS });
    const api = mockApi({});
    renderRoute('/signup/create-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your first name.')).toBeTruthy();
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates the account with the stored answers and the service, then opens the dashboard', async () => {
    saveAnswers({ businessType: 'NEW', answers: ANSWERS });
    const api = mockApi({
      ...dashboardRoutes(),
      'POST /client/public/v9/company/signup': { data: TOKENS },
    });
    const router = renderRoute('/signup/create-account?service=formation');
    expect(await screen.findByText('US LLC formation')).toBeTruthy();
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'a long enough password',
    });
    press('Create account');
    await expectSignedInHome(router);
    const signup = api.callTo('/client/public/v9/company/signup');
    expect(signup?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'a long enough password',
      service: 'COMPANY_FORMATION_SERVICE',
      businessType: 'NEW',
      answers: ANSWERS,
    });
    expect(window.sessionStorage.getItem('signup_answers')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  // Issue 18 §1: each path lands where it starts.
  it.each([
    ['NEW', 'bookkeeping', '/dashboard/billing/offer/bookkeeping'],
    ['EXISTING', null, '/dashboard/onboarding/bring-your-llc'],
  ] as const)('lands a %s sign-up for %s on %s', async (businessType, service, landing) => {
    saveAnswers(
      businessType === 'NEW'
        ? { businessType, answers: ANSWERS }
        : {
            businessType,
            answers: {
              incorporationStatus: 'last-year',
              typeOfBusiness: 'saas',
              employeeCount: '1',
              revenue: '0-50k',
              stage: 'bookkeeping',
            },
          },
    );
    mockApi({
      ...dashboardRoutes(),
      'POST /client/public/v9/company/signup': { data: TOKENS },
      'GET /client/company/v7/offers?moment=billing': { data: [] },
      'GET /client/company/v7/formation/allowed-states': { data: [] },
    });
    const router = renderRoute(`/signup/create-account${service ? `?service=${service}` : ''}`);
    await screen.findByLabelText('First name');
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'a long enough password',
    });
    press('Create account');
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('refuses a guessable password and a phone of "abc" before any call (issue 17)', async () => {
    saveAnswers({ businessType: 'NEW', answers: ANSWERS });
    const api = mockApi({});
    renderRoute('/signup/create-account');
    await screen.findByLabelText('First name');
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'password123',
      'Phone (optional)': 'abc',
    });
    expect(await screen.findByText('Strength: Very weak')).toBeTruthy();
    press('Create account');
    expect(
      await screen.findByText('Please enter a valid phone number, with its country code.'),
    ).toBeTruthy();
    fill({ 'Phone (optional)': '' });
    press('Create account');
    expect(
      await screen.findByText(
        'This password is too weak. Please choose a longer, less common password.',
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends a national number typed after a chosen country in E.164', async () => {
    saveAnswers({ businessType: 'NEW', answers: ANSWERS });
    const api = mockApi({
      ...dashboardRoutes(),
      'POST /client/public/v9/company/signup': { data: TOKENS },
    });
    const router = renderRoute('/signup/create-account');
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: 'GB' } });
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'a long enough password',
      'Phone (optional)': '020 7946 0958',
    });
    press('Create account');
    await expectSignedInHome(router);
    expect(api.callTo('/client/public/v9/company/signup')?.body).toMatchObject({
      phone: '+442079460958',
    });
  });
});
