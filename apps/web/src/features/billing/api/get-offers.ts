import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOffer, TOffersQuery } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type TMoment = NonNullable<TOffersQuery['moment']>;

/** The catalogue as offered to the current company (the x-company-id header picks it). */
export const offersQueryOptions = (moment: TMoment) =>
  queryOptions({
    queryKey: queryKeys.offers.list({ moment }),
    queryFn: ({ signal }) =>
      apiRequest<TOffer[]>(`/client/company/v7/offers?moment=${moment}`, { signal }),
  });

export const useOffers = (moment: TMoment) => useQuery(offersQueryOptions(moment));
