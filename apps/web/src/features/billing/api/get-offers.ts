import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOffer, TOffersQuery } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /client/company/v7/offers: every product as offered to the current company. */
export const offersQueryOptions = (moment: NonNullable<TOffersQuery['moment']> = 'billing') =>
  queryOptions({
    queryKey: queryKeys.offers.list({ moment }),
    queryFn: ({ signal }) =>
      apiRequest<TOffer[]>(`/client/company/v7/offers?moment=${moment}`, { signal }),
  });

export const useOffers = (
  moment?: NonNullable<TOffersQuery['moment']>,
  options: { enabled?: boolean } = {},
) => useQuery({ ...offersQueryOptions(moment), enabled: options.enabled ?? true });
