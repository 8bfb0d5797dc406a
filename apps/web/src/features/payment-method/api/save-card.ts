import type { TSaveCardRequest } from '@charterline/shared/schemas/payment-method';
import type { TPaymentMethod } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';

/** The local test provider: saves a new card; past-due renewals are charged to it at once. */
export const saveCard = (body: TSaveCardRequest): Promise<TPaymentMethod> =>
  apiRequest<TPaymentMethod>('/client/company/v7/payment-method', { method: 'POST', body });
