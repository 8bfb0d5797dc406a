import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.list(),
    queryFn: ({ signal }) => apiRequest<TProduct[]>('/client/v9/billing/products', { signal }),
  });

export const useProducts = () => useQuery(productsQueryOptions());
