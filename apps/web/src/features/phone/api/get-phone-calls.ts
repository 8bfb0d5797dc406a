import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPhoneCalls } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';
import { TEXTS_POLL_MS } from './get-phone-texts';

export const CALLS_PAGE_SIZE = 20;

export const callsPath = (page: number) =>
  `${PHONE_PATH}/calls?page=${page}&pageSize=${CALLS_PAGE_SIZE}`;

/** GET …/phone/calls: the call log, newest first, kept live as the texts are. */
export const phoneCallsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.phoneCalls.list({ page }),
    queryFn: ({ signal }) => apiRequest<TPhoneCalls>(callsPath(page), { signal }),
    refetchInterval: TEXTS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });

export const usePhoneCalls = (page: number) => useQuery(phoneCallsQueryOptions(page));
