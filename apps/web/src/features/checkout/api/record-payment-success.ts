import type { TFulfilment, TPaymentSuccessRequest } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';

/** Tells the server a checkout came back paid (it checks with the provider itself). */
export const recordPaymentSuccess = (body: TPaymentSuccessRequest): Promise<TFulfilment> =>
  apiRequest<TFulfilment>('/client/v9/billing/payment-success', { method: 'POST', body });
