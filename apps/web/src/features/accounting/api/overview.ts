import { useQuery } from '@tanstack/react-query';
import type { TBooksOverview } from '@charterline/shared/schemas/accounting';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { accountingPath } from './paths';

/** The API's answer for a company not formed yet: the page explains, it does not retry. */
export const isBooksNotOpen = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.errors.some((e) => e.code === 'ACCOUNTING_NOT_OPEN');

/** GET /overview: what to categorise and the bookkeeping service (decision 0150). */
export const useBooksOverview = () =>
  useQuery({
    queryKey: queryKeys.booksOverview.detail('current'),
    queryFn: ({ signal }) => apiRequest<TBooksOverview>(accountingPath('overview'), { signal }),
    retry: (count, error) => !isBooksNotOpen(error) && count < 2,
    meta: { silent: true },
  });
