import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '@charterline/shared/schemas/auth';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { userQueryOptions } from '@/lib/auth';
import { tokenStorage } from '@/lib/storage';
import { companyDetails, ME, TOKENS } from '@/test/fixtures';
import { EinApplicationStep } from './ein-application';

vi.mock('@/lib/api-client', () => ({
  ApiError: class ApiError extends Error {},
  apiRequest: () => new Promise(() => undefined),
}));

const LEA: TMe = { ...ME, email: 'lea@example.fr', firstName: 'Léa', lastName: 'Martin' };
const PARIS = { line1: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' };
const company = companyDetails({
  owners: [
    {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      ownershipPercentage: 100,
      address: PARIS,
    },
  ],
});

const spies: { mockRestore: () => void }[] = [];
const show = (me: TMe, details: TCompanyDetails = company) => {
  tokenStorage.setTokens(TOKENS);
  const client = new QueryClient();
  client.setQueryData(userQueryOptions().queryKey, me);
  render(
    <QueryClientProvider client={client}>
      <EinApplicationStep company={details} next={() => undefined} back={() => undefined} />
    </QueryClientProvider>,
  );
};

// Issue 36 (minor): the sign-up phone was not carried into the EIN step, and its country
// started on +1 for a French founder.
describe('the EIN step’s phone', () => {
  afterEach(() => {
    tokenStorage.clear();
    spies.splice(0).forEach((s) => s.mockRestore());
  });
  const englishBrowser = () =>
    spies.push(vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']));

  it('starts with the phone given at sign-up', () => {
    englishBrowser();
    show({ ...LEA, phone: '+33612345678' });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('06 12 34 56 78');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('FR');
  });

  it('without one, starts on the country of the founder’s address, not the browser’s', () => {
    englishBrowser();
    show({ ...LEA, phone: null });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('FR');
  });

  it('keeps the phone saved on the step over the sign-up one', () => {
    show(
      { ...LEA, phone: '+33612345678' },
      {
        ...company,
        responsiblePartyDetails: {
          firstName: 'Léa',
          lastName: 'Martin',
          email: 'lea@example.fr',
          phone: '+442079460000',
          taxIdType: 'NONE',
          taxIdLast4: null,
        },
      },
    );
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('GB');
  });
});
