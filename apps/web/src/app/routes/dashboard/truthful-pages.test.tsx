import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

/** cmdk measures its list; jsdom has no ResizeObserver nor scrollIntoView. */
const openPalette = async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => undefined;
  await screen.findByRole('heading', { name: /Welcome/ });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('dialog');
};

const FORMED = companyDetails({
  companyName: 'Nube Clara',
  companyNameType: 'LLC',
  companyStatus: 'COMPLETED',
  onboardingStatus: 'ONBOARDED',
});

describe('pages that say what is true', () => {
  setUpRouteTests();

  it('opens invoicing to a formed company, with no onboarding button', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(FORMED),
      'GET /client/company/v7/invoices?size=25': {
        data: { content: [], page: 0, size: 25, totalElements: 0, totalPages: 0, totals: [] },
      },
    });
    renderRoute('/dashboard/invoicing');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invoices' })).toBeTruthy();
    expect(screen.queryByText(/Invoicing opens once your company is formed/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue onboarding' })).toBeNull();
  });

  it('confirms no payment when there is no session to check', async () => {
    signIn();
    mockApi(dashboardRoutes());
    renderRoute('/dashboard/billing/success');
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
    expect(screen.queryByText('Payment completed successfully!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
  });

  it('says an unpaid session was not paid', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/v9/billing/checkout/session/cs_open': {
        data: {
          status: 'open',
          sessionId: 'cs_open',
          paymentIntentId: null,
          amount: 9900,
          currency: 'usd',
          metadata: {},
        },
      },
    });
    renderRoute('/dashboard/billing/success?session_id=cs_open');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.queryByText('Payment completed successfully!')).toBeNull();
  });

  it('leaves Start Onboarding out of the palette once formation is paid', async () => {
    signIn();
    mockApi(dashboardRoutes(companyDetails()));
    renderRoute('/dashboard/home');
    const palette = await openPalette();
    await within(palette).findByText('Pre-Payment');
    expect(within(palette).queryByText('Start Onboarding')).toBeNull();
  });

  // Issue 36: "Profile Settings — Coming soon" while the profile page exists.
  it('opens the profile, its password and the notifications from the palette’s Settings', async () => {
    signIn();
    mockApi(dashboardRoutes(companyDetails()));
    const router = renderRoute('/dashboard/home');
    const palette = await openPalette();
    expect(within(palette).queryByText('Coming soon')).toBeNull();
    expect(within(palette).getByText('Change your password')).toBeTruthy();
    fireEvent.click(await within(palette).findByText('Profile Settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
  });

  it('offers Start Onboarding in the palette before payment', async () => {
    signIn();
    mockApi(dashboardRoutes(companyDetails({ paymentStatus: 'NOT_PAID', companyStatus: 'NONE' })));
    renderRoute('/dashboard/home');
    const palette = await openPalette();
    expect(await within(palette).findByText('Start Onboarding')).toBeTruthy();
  });

  // Issue 36: the palette finds the customer's own data, accents ignored.
  it('finds the company’s own data in the palette: "societe" opens Société Générale’s invoices', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(companyDetails()),
      'GET /client/company/v7/search?q=societe': {
        data: {
          hits: [
            {
              kind: 'customer',
              id: 'cu1',
              title: 'Société Générale',
              detail: 'compta@societe.example',
              url: '/dashboard/invoicing?customer=cu1',
            },
          ],
        },
      },
    });
    const router = renderRoute('/dashboard/home');
    const palette = await openPalette();
    fireEvent.change(within(palette).getByRole('combobox'), { target: { value: 'societe' } });
    const hit = await within(palette).findByText('Société Générale');
    expect(within(palette).getByText('Your company')).toBeTruthy();
    expect(within(palette).queryByText(/No results found/)).toBeNull();
    expect(api.callTo('/client/company/v7/search?q=societe')?.method).toBe('GET');
    fireEvent.click(hit);
    await waitFor(() => expect(router.state.location.search).toBe('?customer=cu1'));
    expect(router.state.location.pathname).toBe('/dashboard/invoicing');
  });

  it('matches the palette’s pages without accents and says when nothing matches', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(companyDetails()),
      'GET /client/company/v7/search?q=zzqx': { data: { hits: [] } },
    });
    renderRoute('/dashboard/home');
    const palette = await openPalette();
    const input = within(palette).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'nótifications' } });
    expect(await within(palette).findByText('Notifications')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'zzqx' } });
    expect(await within(palette).findByText('No results found for "zzqx"')).toBeTruthy();
  });

  it('gives a phone a way to support: Help in the drawer and on Home', async () => {
    setViewportWidth(390);
    signIn();
    mockApi(dashboardRoutes());
    const router = renderRoute('/dashboard/home');
    expect(await screen.findByRole('link', { name: 'Get help' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('link', { name: 'SUPPORT' })).toBeNull();
    fireEvent.click(await within(drawer).findByRole('link', { name: 'Help and support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/support'));
  });

  it('keeps Help out of the sidebar where SUPPORT shows (1024 px and up)', async () => {
    signIn();
    mockApi(dashboardRoutes());
    renderRoute('/dashboard/home');
    expect(await screen.findByRole('link', { name: 'SUPPORT' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Help and support' })).toBeNull();
  });

  it('skips to the main content with the first Tab', async () => {
    signIn();
    mockApi(dashboardRoutes());
    renderRoute('/dashboard/home');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(document.body.querySelector('a')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
