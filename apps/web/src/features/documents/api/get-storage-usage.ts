import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStorageUsage } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DOCUMENTS_PATH } from './get-documents';

/** Under the documents' key: an upload or a deletion asks for it again with the lists. */
export const storageUsageQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.documents.all, 'usage'] as const,
    queryFn: ({ signal }) => apiRequest<TStorageUsage>(`${DOCUMENTS_PATH}/usage`, { signal }),
  });

/** What the company keeps in stored files against its quota (issue 33). */
export const useStorageUsage = () => useQuery(storageUsageQueryOptions());
