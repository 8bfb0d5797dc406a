import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.documents.list(),
    queryFn: ({ signal }) =>
      apiRequest<TCompanyDocument[]>('/client/company/v7/documents', { signal }),
  });

export const useDocuments = (enabled = true) => useQuery({ ...documentsQueryOptions(), enabled });
