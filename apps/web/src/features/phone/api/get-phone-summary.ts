import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPhoneSummary } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every phone call of the customer lives under this path. */
export const PHONE_PATH = '/client/company/v7/phone';
/** While the number is being assigned, the summary is asked again this often. */
export const PENDING_POLL_MS = 2_000;

/** GET …/phone: the line (or none), whether one is being assigned, prices, unread texts. */
export const phoneSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.phone.detail('current'),
    queryFn: ({ signal }) => apiRequest<TPhoneSummary>(PHONE_PATH, { signal }),
    // Bought but not assigned yet: the number shows up without a reload.
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });

export const usePhoneSummary = () => useQuery(phoneSummaryQueryOptions());
