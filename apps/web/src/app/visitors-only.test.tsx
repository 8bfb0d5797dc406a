import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

// Issue 17: a signed-in customer who opens a visitor's page lands on the dashboard.
describe('pages for visitors', () => {
  setUpRouteTests();

  for (const path of ['/', '/login', '/signup', '/signup/create-account', '/no-such-page']) {
    it(`sends a signed-in customer from ${path} to the dashboard`, async () => {
      signIn();
      mockApi(dashboardRoutes());
      await expectSignedInHome(renderRoute(path));
    });
  }

  it('follows the redirectTo of /login when signed in', async () => {
    signIn();
    mockApi(dashboardRoutes());
    const router = renderRoute('/login?redirectTo=%2Fdashboard%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('shows the log-in form and the landing step to a visitor', async () => {
    mockApi({});
    const router = renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    router.dispose();
    renderRoute('/');
    await waitFor(() => expect(screen.getByText('Redirecting you to the right place...')));
  });
});
