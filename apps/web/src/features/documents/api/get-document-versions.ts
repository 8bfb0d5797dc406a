import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DOCUMENTS_PATH } from './get-documents';

export const documentVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.documents.detail(id), 'versions'] as const,
    queryFn: ({ signal }) =>
      apiRequest<TVaultDocument[]>(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}/versions`, {
        signal,
      }),
  });

/** Every version of one document (asked when its versions dialog opens). */
export const useDocumentVersions = (id: string) => useQuery(documentVersionsQueryOptions(id));
