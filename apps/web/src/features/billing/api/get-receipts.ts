import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReceiptsPage } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 10;

export const getReceipts = (page: number, signal?: AbortSignal): Promise<TReceiptsPage> =>
  apiRequest<TReceiptsPage>(`/client/company/v7/receipts/paged?page=${page}&size=${PAGE_SIZE}`, {
    signal,
  });

export const receiptsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.receipts.list({ page }),
    queryFn: ({ signal }) => getReceipts(page, signal),
  });

export const useReceipts = (page: number) => useQuery(receiptsQueryOptions(page));
