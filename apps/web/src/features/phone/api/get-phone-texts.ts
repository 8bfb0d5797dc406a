import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPhoneTexts } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';

export const TEXTS_PAGE_SIZE = 20;
/** A verification code must show up while the customer waits for it. */
export const TEXTS_POLL_MS = 10_000;

export const textsPath = (page: number) =>
  `${PHONE_PATH}/texts?page=${page}&pageSize=${TEXTS_PAGE_SIZE}`;

/** GET …/phone/texts: newest first, asked again every 10 s while the tab is visible. */
export const phoneTextsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.phoneTexts.list({ page }),
    queryFn: ({ signal }) => apiRequest<TPhoneTexts>(textsPath(page), { signal }),
    refetchInterval: TEXTS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });

export const usePhoneTexts = (page: number) => useQuery(phoneTextsQueryOptions(page));
