import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const CHECK = 'POST /client/public/v9/reset-password/check';

// Issue 17: a used or expired link says so when the page opens.
describe('/reset-password', () => {
  setUpRouteTests();

  it('says at once that a used link has expired, with a way to ask for a new one', async () => {
    const api = mockApi({
      [CHECK]: {
        status: 400,
        message: 'Bad request',
        errors: [{ code: 'PASSWORD_RESET_LINK_IS_NOT_VALID', message: 'x', field: 'token' }],
      },
    });
    renderRoute('/reset-password?token=used-one');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.callTo('/client/public/v9/reset-password/check')?.body).toEqual({
      token: 'used-one',
    });
  });

  it('shows the form for a link that still works', async () => {
    mockApi({ [CHECK]: { data: null } });
    renderRoute('/reset-password?token=fresh');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });
});
