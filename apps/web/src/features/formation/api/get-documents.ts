import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import { apiRequest } from '@/lib/api-client';
import { liveQueryOptions } from '@/lib/live-refetch';
import { queryKeys } from '@/lib/query-keys';

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.documents.list(),
    queryFn: ({ signal }) =>
      apiRequest<TCompanyDocument[]>('/client/company/v7/documents', { signal }),
  });

/** `live`: kept up to date while the page is open (the filing tracker's documents). */
export const useDocuments = (enabled = true, options: { live?: boolean } = {}) =>
  useQuery({ ...documentsQueryOptions(), enabled, ...(options.live ? liveQueryOptions : {}) });
