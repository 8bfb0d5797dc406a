import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** GET …/mail/items/{id}: one letter with its requests, newest first. */
export const mailItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mailItems.detail(id),
    queryFn: ({ signal }) => apiRequest<TMailItemDetail>(mailPath('items', id), { signal }),
  });

export const useMailItem = (id: string) => useQuery(mailItemQueryOptions(id));
