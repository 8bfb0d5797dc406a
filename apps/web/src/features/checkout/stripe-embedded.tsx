import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Stripe, StripeConstructor } from '@stripe/stripe-js';
import { useMemo } from 'react';

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeConstructor> | null = null;

/**
 * Loads Stripe.js on demand, once. A failure can be retried: the next call tries again.
 * It fails saying the script did not load, or that the provider is missing
 * (docs/product.md § Errors).
 */
export const loadStripeScript = (): Promise<StripeConstructor> => {
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const constructor = (window as { Stripe?: StripeConstructor }).Stripe;
      if (constructor) return resolve(constructor);
      loading = null;
      reject(new Error('The payment provider script loaded, but the provider is missing.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment provider script failed to load. Please try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
};

/** Stripe's Embedded Checkout for a session the server created (PAYMENT_PROVIDER=stripe). */
export const StripeEmbeddedCheckout = ({
  publishableKey,
  clientSecret,
  onLoadError,
}: {
  publishableKey: string;
  clientSecret: string;
  onLoadError: (error: Error) => void;
}) => {
  const stripe = useMemo<Promise<Stripe | null>>(
    () =>
      loadStripeScript()
        .then((Stripe) => Stripe(publishableKey))
        .catch((error: Error) => {
          onLoadError(error);
          return null;
        }),
    [publishableKey, onLoadError],
  );
  return (
    <div data-testid="stripe-embedded-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
};
