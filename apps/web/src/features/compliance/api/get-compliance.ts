import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TComplianceOverview } from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The current company's deadlines (oldest first), what they were computed from, reminders and feed. */
export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.compliance.detail('current'),
    queryFn: ({ signal }) =>
      apiRequest<TComplianceOverview>('/client/company/v7/compliance', { signal }),
  });

/** `silent`: a failure shows no toast (Home, where deadlines are a side card). */
export const useCompliance = (options: { silent?: boolean } = {}) =>
  useQuery({ ...complianceQueryOptions(), meta: { silent: options.silent ?? false } });
