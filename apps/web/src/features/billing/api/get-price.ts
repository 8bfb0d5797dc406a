import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalculatePriceRequest, TPrice } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPrice = (body: TCalculatePriceRequest, signal?: AbortSignal): Promise<TPrice> =>
  apiRequest<TPrice>('/client/v9/billing/products/calculate-price', {
    method: 'POST',
    body,
    signal,
  });

/** The server's price of a basket (the same basket in any order is one cache entry). */
export const priceQueryOptions = (items: readonly string[], state: string | null) =>
  queryOptions({
    queryKey: queryKeys.prices.list({ items: [...items].sort(), state }),
    queryFn: ({ signal }) => getPrice({ items: [...items], ...(state ? { state } : {}) }, signal),
    enabled: items.length > 0,
  });

export const usePrice = (items: readonly string[], state: string | null) =>
  useQuery(priceQueryOptions(items, state));
