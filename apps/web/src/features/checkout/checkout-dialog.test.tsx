import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutButton } from './checkout-dialog';

const apiRequest = vi.fn();
vi.mock('@/lib/api-client', () => ({
  ApiError: class ApiError extends Error {},
  apiRequest: (...args: unknown[]) => apiRequest(...args) as unknown,
}));

describe('CheckoutButton', () => {
  afterEach(() => apiRequest.mockReset());

  it('opens the secure checkout with the texts of SPEC.md 2 and the test card hint', async () => {
    apiRequest.mockResolvedValue({
      clientSecret: 'cs_1_secret_x',
      sessionId: 'cs_1',
      amount: 9900,
    });
    render(<CheckoutButton items={['ein']} testMode />);
    expect(screen.getByText(/Test Mode: use card 4242 4242 4242 4242/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    });
    expect(screen.getByRole('dialog', { name: 'Secure Checkout' })).toBeTruthy();
    expect(screen.getByText('Your payment information is encrypted and secure')).toBeTruthy();
    for (const text of [
      '30-Day Money Back Guarantee',
      'Instant Access After Payment',
      'PCI DSS Compliant',
      'All Major Cards',
      '256-bit Encryption',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('$99.00')).toBeTruthy();
    const body = apiRequest.mock.calls[0]?.[1] as { body: { metadata: object; items: string[] } };
    expect(body.body).toMatchObject({ items: ['ein'], metadata: { testMode: true } });
  });

  it('shows the initialisation failure with Try Again', async () => {
    apiRequest.mockRejectedValue(new Error('boom'));
    render(<CheckoutButton items={['ein']} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    });
    expect(screen.getByText('Payment initialization failed')).toBeTruthy();
    expect(screen.getByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mounts Stripe Embedded Checkout for a stripe session, and says when Stripe.js cannot load', async () => {
    apiRequest.mockResolvedValue({
      clientSecret: 'cs_live_1_secret_x',
      sessionId: 'cs_live_1',
      amount: 7900,
      provider: 'stripe',
      publishableKey: 'pk_test_123',
    });
    render(<CheckoutButton items={['ein']} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    });
    expect(screen.getByTestId('stripe-embedded-checkout')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://js.stripe.com/v3"]',
    );
    expect(script).toBeTruthy();
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Payment initialization failed')).toBeTruthy();
  });
});
