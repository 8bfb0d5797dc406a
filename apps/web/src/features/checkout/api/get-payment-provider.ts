import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProviderInfo } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentProvider.detail('current'),
    queryFn: ({ signal }) => apiRequest<TProviderInfo>('/client/v9/billing/provider', { signal }),
  });

export const usePaymentProvider = () => useQuery(paymentProviderQueryOptions());
