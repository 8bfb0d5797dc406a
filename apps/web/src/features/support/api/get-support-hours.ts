import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSupportHours } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

/** GET …/support/hours: the schedule, and by when a ticket sent now would be answered. */
export const supportHoursQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.supportHours.detail('current'),
    queryFn: ({ signal }) => apiRequest<TSupportHours>(supportPath('hours'), { signal }),
    // "If sent now" moves with the clock: a minute old is still right to the minute shown.
    staleTime: 60_000,
  });

export const useSupportHours = () => useQuery(supportHoursQueryOptions());
