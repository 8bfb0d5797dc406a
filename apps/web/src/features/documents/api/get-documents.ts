import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentCategory, TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DOCUMENTS_PATH = '/client/company/v7/documents';

/** What the vault's toolbar asks for (all of it lives in the page's URL). */
export type TVaultQuery = {
  q: string;
  category: TDocumentCategory | '';
  sort: 'newest' | 'oldest' | 'name';
  deleted: boolean;
};

/** The list's address: only what differs from the server's defaults, in a fixed order. */
export const documentsPath = (query: TVaultQuery): string => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.deleted) params.set('deleted', 'true');
  const search = params.toString();
  return search ? `${DOCUMENTS_PATH}?${search}` : DOCUMENTS_PATH;
};

export const documentsQueryOptions = (query: TVaultQuery) =>
  queryOptions({
    queryKey: queryKeys.documents.list(query),
    queryFn: ({ signal }) => apiRequest<TVaultDocument[]>(documentsPath(query), { signal }),
  });

/**
 * The latest version of each document. The previous answer stays while a search types, but
 * not across "Show deleted": live documents must never pass for deleted ones.
 */
export const useDocuments = (query: TVaultQuery) =>
  useQuery({
    ...documentsQueryOptions(query),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3] as TVaultQuery | undefined;
      return before?.deleted === query.deleted ? previous : undefined;
    },
  });
