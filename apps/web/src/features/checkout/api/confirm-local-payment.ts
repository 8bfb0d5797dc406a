import type {
  TLocalConfirmAnswer,
  TLocalConfirmRequest,
} from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';

/** The local provider's card step: pays a local (test) session with a test card. */
export const confirmLocalPayment = (body: TLocalConfirmRequest): Promise<TLocalConfirmAnswer> =>
  apiRequest<TLocalConfirmAnswer>('/client/v9/billing/checkout/local/confirm', {
    method: 'POST',
    body,
  });
