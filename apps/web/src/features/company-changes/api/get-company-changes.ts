import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { CHANGES_PATH } from './get-change-options';

/** The company's changes, newest first. */
export const companyChangesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.companyChanges.list(),
    queryFn: ({ signal }) => apiRequest<TCompanyChange[]>(CHANGES_PATH, { signal }),
  });

export const useCompanyChanges = () => useQuery(companyChangesQueryOptions());
