import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOffer } from '@charterline/shared/schemas/services';
import { bookkeepingOffer } from '@/test/offer-fixtures';
import { companyDetails, dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const OFFERS = (offers: TOffer[]) => ({
  'GET /client/company/v7/offers?moment=billing': { data: offers },
});
const PAGE = '/dashboard/billing/offer/bookkeeping';

describe('a product’s offer page', () => {
  setUpRouteTests();

  it('asks for the LLC first when the company has none yet, and offers to form one', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(newCompany({ signupService: 'BOOKKEEPING_SERVICE' })),
      ...OFFERS([bookkeepingOffer()]),
    });
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Bookkeeping' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tell us about your LLC' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter my LLC’s details' }).getAttribute('href')).toBe(
      '/dashboard/onboarding/bring-your-llc?returnTo=%2Fdashboard%2Fbilling%2Foffer%2Fbookkeeping',
    );
    expect(
      screen.getByRole('link', { name: 'No LLC yet? Form one with us' }).getAttribute('href'),
    ).toBe('/dashboard/onboarding/pre-payment/step-1');
    expect(screen.getByText('$499.00')).toBeTruthy();
    expect(screen.getByText(/then \$499\.00 a year/)).toBeTruthy();
    // No checkout before the LLC is known.
    expect(screen.queryByRole('button', { name: 'Buy Bookkeeping' })).toBeNull();
  });

  it('shows what it includes, the price and renewal, and its checkout for a company with an LLC', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(
        newCompany({
          origin: 'FORMED_ELSEWHERE',
          stateFileNumber: '2023-1',
          paymentStatus: 'NOT_AVAILABLE',
        }),
      ),
      ...OFFERS([bookkeepingOffer()]),
    });
    renderRoute(PAGE);
    expect(await screen.findByRole('button', { name: 'Buy Bookkeeping' })).toBeTruthy();
    expect(screen.getByText(/Monthly books closed by an accountant/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tell us about your LLC' })).toBeNull();
  });

  it('never sells twice what the company has or its bundle includes', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(companyDetails()),
      ...OFFERS([bookkeepingOffer({ state: 'INCLUDED', includedIn: 'LLC Formation Bundle' })]),
    });
    renderRoute(PAGE);
    expect(await screen.findByText('Included in LLC Formation Bundle.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Bookkeeping' })).toBeNull();
  });

  // Issue 36 item 2: after paying for a filing, the page offered "Buy" again at once.
  it('says a filing bought again and again was bought and is going on; buying again is for another period', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(companyDetails()),
      ...OFFERS([
        bookkeepingOffer({
          lastBought: { serviceId: 'svc-42', on: '2026-11-29', status: 'IN_PROGRESS' },
        }),
      ]),
    });
    renderRoute(PAGE);
    expect(await screen.findByText(/^Bought on 29 Nov 2026, in progress\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Follow it in Your services' }).getAttribute('href'),
    ).toBe('/dashboard/services/svc-42');
    expect(screen.queryByRole('button', { name: /^Buy Bookkeeping/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'I need Bookkeeping again, for another period than the one bought on 29 Nov 2026.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Buy Bookkeeping again' })).toBeTruthy();
  });
});
