import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The current company's profile (the x-company-id header picks the company). */
export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.companyProfile.detail('current'),
    queryFn: ({ signal }) =>
      apiRequest<TCompanyProfile>('/client/company/v7/company-profile', { signal }),
  });

export const useCompanyProfile = () => useQuery(companyProfileQueryOptions());
