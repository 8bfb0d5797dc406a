import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TShare, TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SHARES_PATH = '/client/company/v7/documents/shares';

/** Under the documents' key: a change to the vault asks for the packs again too. */
export const sharesKey = [...queryKeys.documents.all, 'shares'] as const;

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: sharesKey,
    queryFn: ({ signal }) => apiRequest<TShare[]>(SHARES_PATH, { signal }),
  });

export const useShares = () => useQuery(sharesQueryOptions());

/** The documents a pack can hold: the vault's live documents. */
export const useShareableDocuments = () =>
  useQuery({
    queryKey: queryKeys.documents.list({ for: 'share' }),
    queryFn: ({ signal }) =>
      apiRequest<TVaultDocument[]>('/client/company/v7/documents', { signal }),
  });
