import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailFolder, TMailList } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

export type TMailItemsQuery = {
  folder: TMailFolder;
  q: string;
  unread: boolean;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
};

/** The query string the API reads (empty search and "all" left out). */
export const mailItemsSearch = (query: TMailItemsQuery): string => {
  const params = new URLSearchParams({ folder: query.folder });
  if (query.q) params.set('q', query.q);
  if (query.unread) params.set('unread', 'true');
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
};

/** GET …/mail/items: one folder a page at a time, with every folder's counts. */
export const mailItemsQueryOptions = (query: TMailItemsQuery) =>
  queryOptions({
    queryKey: queryKeys.mailItems.list(query),
    queryFn: ({ signal }) =>
      apiRequest<TMailList>(`${mailPath('items')}?${mailItemsSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMailItems = (query: TMailItemsQuery) => useQuery(mailItemsQueryOptions(query));
