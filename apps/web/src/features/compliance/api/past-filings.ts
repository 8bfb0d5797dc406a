import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPastFilings, TPastFilingsBody } from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PATH = '/client/company/v7/compliance/past-filings';

/**
 * A brought LLC's filings due before it joined us, with what its founder said of each
 * (issue 36 item 3). Under compliance's key: answering asks the deadlines again too.
 */
export const pastFilingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.compliance.detail('past-filings'),
    queryFn: ({ signal }) => apiRequest<TPastFilings>(PATH, { signal }),
  });

export const usePastFilings = () => useQuery(pastFilingsQueryOptions());

/** Saves the answers; the deadlines, Home's card and the profile's standing are asked again. */
export const useAnswerPastFilings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPastFilingsBody) => apiRequest<TPastFilings>(PATH, { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.compliance.detail('past-filings'), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.compliance.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companyProfile.all }),
      ]);
    },
  });
};
