import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyDetails, ME, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { lineOf, PHONE, phoneRoutes, summaryOf } from '../phone-fixtures';

const PHONE_TAB = '/dashboard/communication?tab=phone';
const FR = { country: 'FR', name: 'France', text: 8, minute: 6 };

const founder = (country: string) =>
  companyDetails({
    owners: [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ME.email,
        ownershipPercentage: 100,
        address: { line1: '1 High St', city: 'London', country },
      },
    ],
  });

const routes = ({
  phone,
  country,
  withFrance,
}: {
  phone: string | null;
  country: string;
  withFrance: boolean;
}) => {
  const base = phoneRoutes({
    summary: summaryOf({
      line: lineOf({ forwardTo: null }),
      ...(withFrance
        ? {
            destinations: [
              { country: 'US', name: 'United States', text: 5, minute: 3 },
              { country: 'GB', name: 'United Kingdom', text: 8, minute: 6 },
              FR,
            ],
          }
        : {}),
    }),
  });
  return {
    ...base,
    'GET /client/v9/me': { data: { ...ME, phone } },
    'GET /client/company/v7/details': { data: { company: founder(country) } },
    [`PATCH ${PHONE}/line`]: { data: lineOf({ forwardTo: phone }) },
  };
};

const form = (heading: string) => screen.getByRole('form', { name: heading }) as HTMLFormElement;
const countryIn = (heading: string) =>
  (within(form(heading)).getByLabelText('Country code') as HTMLSelectElement).value;

// Issue 36 (minor): forwarding and texts started on +1 for a founder abroad, and the phone
// given at sign-up was not offered for forwarding.
describe('the Phone tab starts from the founder’s own number and country', () => {
  setUpRouteTests();

  it('offers the sign-up phone as the forwarding number, and saves it only when asked', async () => {
    signIn();
    const api = mockApi(routes({ phone: '+33612345678', country: 'FR', withFrance: true }));
    renderRoute(PHONE_TAB);
    const field = (await screen.findByLabelText('Forward calls to')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('06 12 34 56 78'));
    expect(countryIn('Where calls go')).toBe('FR');
    expect(screen.getByText('Calls go to voicemail.')).toBeTruthy();
    expect(screen.getByText(/Filled in with your own phone number/)).toBeTruthy();
    expect(api.callTo(`${PHONE}/line`)).toBeUndefined();
    // A text's recipient is someone else: empty, but in the founder's country.
    const to = within(form('Send a text')).getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('');
    expect(countryIn('Send a text')).toBe('FR');
    fireEvent.click(screen.getByRole('button', { name: 'Save forwarding number' }));
    await waitFor(() =>
      expect(api.callTo(`${PHONE}/line`)?.body).toEqual({ forwardTo: '+33612345678' }),
    );
  });

  it('does not offer a number it cannot forward to; starts on an allowed country', async () => {
    signIn();
    mockApi(routes({ phone: '+33612345678', country: 'GB', withFrance: false }));
    renderRoute(PHONE_TAB);
    const field = (await screen.findByLabelText('Forward calls to')) as HTMLInputElement;
    await waitFor(() => expect(countryIn('Where calls go')).toBe('GB'));
    expect(field.value).toBe('');
    expect(countryIn('Send a text')).toBe('GB');
    expect(screen.queryByText(/Filled in with your own phone number/)).toBeNull();
  });
});
