import {
  CHECKOUT_METADATA_LIMITS,
  type TCreateSessionAnswer,
} from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';

type TMetadata = Record<string, string | number | boolean>;

/** Codes after which the open session is void and a new one (with today's price) is made. */
export const SESSION_VOID_CODES: readonly string[] = [
  'CHECKOUT_STATE_CHANGED',
  'CHECKOUT_SESSION_EXPIRED',
];

/** The metadata within Stripe's limits, as the shared schema has them (a long id is cut). */
export const limitMetadata = (metadata: TMetadata): TMetadata => {
  const { keys, keyLength, valueLength } = CHECKOUT_METADATA_LIMITS;
  const fitting = Object.entries(metadata).filter(
    ([k]) => k.length > 0 && k.length <= keyLength && !/[[\]]/.test(k),
  );
  return Object.fromEntries(
    fitting
      .slice(0, keys)
      .map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, valueLength) : v]),
  );
};

/**
 * Where the checkout returns: this page as it is (its tab, the letter open…), our own origin,
 * without an earlier payment's session id (the server adds this one's).
 */
const returnUrl = (): string => {
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.delete('session_id');
  return url.toString();
};

/** "Create session" (docs/product.md § Calls): back to this page (our own origin) after paying. */
export const createCheckoutSession = (items: string[], metadata: TMetadata) =>
  apiRequest<TCreateSessionAnswer>('/client/v9/billing/checkout/create-session', {
    method: 'POST',
    body: {
      items,
      successUrl: returnUrl(),
      metadata: limitMetadata(metadata),
      enableAutomaticPaymentMethods: true,
    },
  });
