import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, TOKENS } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fill, press } from '@/test/fill';
import { expectSignedInHome, renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

describe('/login', () => {
  setUpRouteTests();

  it('says what is missing without calling the API', async () => {
    const api = mockApi({});
    renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    fill({
      Email: 'not-an-address',
    });
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('logs in with the address as typed, trimmed and in lower case, then opens the page asked for', async () => {
    const api = mockApi({ ...dashboardRoutes(), 'POST /client/public/v9/login': { data: TOKENS } });
    const router = renderRoute('/login?redirectTo=%2Fdashboard%2Fhome');
    fill({
      Email: '  Ada@Example.com ',
      Password: 'correct horse',
    });
    press('Log in');
    await expectSignedInHome(router);
    const login = api.callTo('/client/public/v9/login');
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(login?.headers.get('authorization')).toBeNull();
    const me = api.callTo('/client/v9/me');
    expect(me?.headers.get('authorization')).toBe(`Bearer ${TOKENS.accessToken}`);
    expect(api.unanswered).toEqual([]);
  });

  it('shows the server’s answer to a wrong password and stays on the page', async () => {
    mockApi({
      'POST /client/public/v9/login': {
        status: 401,
        message: 'Unauthorized',
        errors: [{ code: 'INVALID_USERNAME_OR_PASSWORD', message: 'Invalid email or password' }],
      },
    });
    const router = renderRoute('/login');
    fill({
      Email: 'ada@example.com',
      Password: 'wrong',
    });
    press('Log in');
    // The catalogue's text for the code, in a toast.
    expect(
      await screen.findByText(
        'Invalid email or password. Please check your credentials and try again.',
      ),
    ).toBeTruthy();
    // Issue 17: also above the form, where it stays after the toast has gone.
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });
});
