import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSupportList, TSupportListStatus } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

export type TSupportTicketsQuery = {
  status: TSupportListStatus;
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
};

/** The query string the API reads (an empty search left out). */
export const supportTicketsSearch = (query: TSupportTicketsQuery): string => {
  const params = new URLSearchParams({ status: query.status });
  if (query.q) params.set('q', query.q);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
};

/** GET …/support/tickets: one tab a page at a time, newest activity first, with both counts. */
export const supportTicketsQueryOptions = (query: TSupportTicketsQuery) =>
  queryOptions({
    queryKey: queryKeys.supportTickets.list(query),
    queryFn: ({ signal }) =>
      apiRequest<TSupportList>(`${supportPath('tickets')}?${supportTicketsSearch(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSupportTickets = (query: TSupportTicketsQuery) =>
  useQuery(supportTicketsQueryOptions(query));
