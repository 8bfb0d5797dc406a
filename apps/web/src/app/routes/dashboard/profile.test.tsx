import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, ME, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const type = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

// Issue 17: the profile is the customer's to change.
describe('/dashboard/profile', () => {
  setUpRouteTests();

  it('saves the name and the phone in E.164', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'POST /client/v9/me/profile': (body) => ({ data: { ...ME, ...(body as object) } }),
    });
    renderRoute('/dashboard/profile');
    const details = await section('Your details');
    type(details, 'Last name', 'King');
    fireEvent.change(details.getByLabelText('Country code'), { target: { value: 'US' } });
    type(details, 'Phone (optional)', '(202) 555-0143');
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(api.callTo('/client/v9/me/profile')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'King',
      phone: '+12025550143',
    });
  });

  it('puts a wrong current password on its field, and says where the new e-mail link went', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      'POST /client/v9/me/password': {
        status: 400,
        message: 'Bad request',
        errors: [
          {
            code: 'WRONG_CURRENT_PASSWORD',
            message: 'Your current password is not correct.',
            field: 'currentPassword',
          },
        ],
      },
      'POST /client/v9/me/email': { data: null },
    });
    renderRoute('/dashboard/profile');
    const password = await section('Password');
    type(password, 'Current password', 'not-it');
    type(password, 'New password', 'Analytical-engine-1843');
    type(password, 'Confirm new password', 'Analytical-engine-1843');
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Your current password is not correct.')).toBeTruthy();

    const email = await section('Email');
    type(email, 'New email', 'Augusta@Example.com');
    type(email, 'Current password', 'Correct-horse-battery-9');
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect((await email.findByRole('status')).textContent).toContain('augusta@example.com');
    expect(api.callTo('/client/v9/me/email')?.body).toEqual({
      email: 'augusta@example.com',
      currentPassword: 'Correct-horse-battery-9',
    });
  });
});
