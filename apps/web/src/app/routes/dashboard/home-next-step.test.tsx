import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { companyDetails, dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { bookkeepingOffer } from '@/test/offer-fixtures';

const OFFERS = {
  'GET /client/company/v7/offers?moment=billing': {
    data: [
      bookkeepingOffer(),
      bookkeepingOffer({
        product: { ...bookkeepingOffer().product, productKey: 'boi-filing', name: 'BOI Filing' },
        recommended: false,
      }),
    ],
  },
};

const card = async (company: TCompanyDetails) => {
  signIn();
  mockApi({ ...dashboardRoutes(company), ...OFFERS });
  renderRoute('/dashboard/home');
  const heading = await screen.findByText('Next step');
  return within(heading.closest('section')!);
};

const elsewhere = (over: Partial<TCompanyDetails> = {}) =>
  newCompany({ origin: 'FORMED_ELSEWHERE', paymentStatus: 'NOT_AVAILABLE', ...over });

describe('the next-step card follows the path', () => {
  setUpRouteTests();

  it('new LLC: the formation wizard, as before', async () => {
    const c = await card(newCompany());
    expect(
      await c.findByRole('heading', { name: 'Choose your state and pay the formation fee' }),
    ).toBeTruthy();
    expect(c.getByRole('link', { name: /Start onboarding/ }).getAttribute('href')).toBe(
      '/dashboard/onboarding',
    );
  });

  it('existing LLC without details: Bring your LLC', async () => {
    const c = await card(elsewhere());
    expect(await c.findByRole('heading', { name: 'Bring your LLC' })).toBeTruthy();
    expect(c.getByRole('link', { name: /Enter my LLC’s details/ }).getAttribute('href')).toBe(
      '/dashboard/onboarding/bring-your-llc',
    );
  });

  it('existing LLC entered: being verified, with the services they said they need', async () => {
    const c = await card(
      elsewhere({ stateFileNumber: '2023-1', companyStatus: 'PENDING_VERIFICATION' }),
    );
    expect(await c.findByRole('heading', { name: 'Your details are being verified' })).toBeTruthy();
    expect((await c.findByRole('link', { name: 'Bookkeeping' })).getAttribute('href')).toBe(
      '/dashboard/billing/offer/bookkeeping',
    );
    expect(c.queryByRole('link', { name: 'BOI Filing' })).toBeNull();
  });

  it('existing LLC verified: says so', async () => {
    const c = await card(
      elsewhere({ stateFileNumber: '2023-1', detailsVerified: true, companyStatus: 'COMPLETED' }),
    );
    expect(await c.findByRole('heading', { name: 'Your LLC’s details are verified' })).toBeTruthy();
  });

  it('one service: that service’s offer', async () => {
    const c = await card(newCompany({ signupService: 'BOOKKEEPING_SERVICE' }));
    expect(await c.findByRole('heading', { name: 'Your Bookkeeping' })).toBeTruthy();
    expect(c.getByRole('link', { name: /See the offer/ }).getAttribute('href')).toBe(
      '/dashboard/billing/offer/bookkeeping',
    );
  });

  it('a paid formation keeps the wizard even after a service sign-up', async () => {
    const c = await card(companyDetails({ signupService: 'BOOKKEEPING_SERVICE' }));
    expect(await c.findByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
  });
});

describe('the onboarding landing and the wizard follow the path', () => {
  setUpRouteTests();

  it('sends an existing LLC without details to Bring your LLC', async () => {
    signIn();
    mockApi({ ...dashboardRoutes(elsewhere()), ...OFFERS });
    const router = renderRoute('/dashboard/onboarding');
    expect(await screen.findByRole('heading', { name: 'Bring your LLC', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/onboarding/bring-your-llc');
  });

  it('sends a formed-elsewhere company away from the wizard’s steps to home', async () => {
    signIn();
    mockApi({ ...dashboardRoutes(elsewhere({ stateFileNumber: '2023-1' })), ...OFFERS });
    const router = renderRoute('/dashboard/onboarding/pre-payment/step-1');
    expect(
      await screen.findByRole('heading', { name: 'Your details are being verified' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });
});
