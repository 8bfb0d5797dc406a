import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingAddress } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const billingAddressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billingAddress.detail('current'),
    queryFn: ({ signal }) =>
      apiRequest<TBillingAddress | null>('/client/company/v7/billing-address', { signal }),
  });

export const useBillingAddress = () => useQuery(billingAddressQueryOptions());
