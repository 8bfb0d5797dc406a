import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentMethod } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const paymentMethodQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentMethod.detail('current'),
    queryFn: ({ signal }) =>
      apiRequest<TPaymentMethod>('/client/company/v7/payment-method', { signal }),
  });

/** The card renewals are charged to (null until a payment or the dialog saved one). */
export const usePaymentMethod = () => useQuery(paymentMethodQueryOptions());
