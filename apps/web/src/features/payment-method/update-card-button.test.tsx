import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { UpdateCardButton } from './update-card-button';

const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };

const fillCard = async (number: string) => {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  });
};

describe('UpdateCardButton (real query client, mocked fetch)', () => {
  setUpRouteTests();

  it('shows the saved card, saves a new one with the card form and shows it', async () => {
    let card: typeof VISA | null = VISA;
    const api = mockApi({
      'GET /client/company/v7/payment-method': () => ({ data: { provider: 'local', card } }),
      'POST /client/company/v7/payment-method': () => {
        card = { ...VISA, last4: '0341' };
        return { data: { provider: 'local', card } };
      },
    });
    render(
      <Providers>
        <UpdateCardButton />
      </Providers>,
    );
    expect(await screen.findByText('Visa •••• 4242, expires 12/34')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your card' });
    expect(within(dialog).getByText(/4000 0000 0000 0341 is saved/)).toBeTruthy();
    await fillCard('4000 0000 0000 0341');
    const saved = api.calls.find((c) => c.method === 'POST');
    expect(saved?.body).toEqual({ cardNumber: '4000000000000341', expiry: '12/34', cvc: '123' });
    expect(await screen.findByText('Visa •••• 0341, expires 12/34')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('opens by itself when given open, and shows a refused field next to it', async () => {
    mockApi({
      'GET /client/company/v7/payment-method': { data: { provider: 'local', card: null } },
      'POST /client/company/v7/payment-method': {
        status: 400,
        message: 'Your card number is invalid.',
        errors: [
          {
            code: 'CARD_NUMBER_INVALID',
            message: 'Your card number is invalid.',
            field: 'cardNumber',
          },
        ],
      },
    });
    render(
      <Providers>
        <UpdateCardButton open />
      </Providers>,
    );
    expect(await screen.findByRole('dialog', { name: 'Update your card' })).toBeTruthy();
    expect(await screen.findByText('No card saved')).toBeTruthy();
    await fillCard('4242 4242 4242 4242');
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('declined: says so in the dialog and keeps it open', async () => {
    mockApi({
      'GET /client/company/v7/payment-method': { data: { provider: 'local', card: VISA } },
      'POST /client/company/v7/payment-method': {
        status: 402,
        message: 'Your card was declined. Please use another card.',
        errors: [
          { code: 'CARD_DECLINED', message: 'Your card was declined. Please use another card.' },
        ],
      },
    });
    render(
      <Providers>
        <UpdateCardButton open />
      </Providers>,
    );
    await screen.findByText('Current card: Visa •••• 4242, expires 12/34');
    await fillCard('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toMatch(/declined/);
  });
});
