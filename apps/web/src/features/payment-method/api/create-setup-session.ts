import type { TSetupSessionAnswer } from '@charterline/shared/schemas/payment-method';
import { apiRequest } from '@/lib/api-client';

/** Stripe: an embedded Checkout session in setup mode; Stripe's webhook saves the card. */
export const createSetupSession = (returnUrl: string): Promise<TSetupSessionAnswer> =>
  apiRequest<TSetupSessionAnswer>('/client/company/v7/payment-method/setup-session', {
    method: 'POST',
    body: { returnUrl },
  });
