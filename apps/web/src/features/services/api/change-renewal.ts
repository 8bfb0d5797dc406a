import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubscription } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `cancel`: the renewal stops at the term end; `resume`: undoes that until then. */
export type TRenewalChange = 'cancel' | 'resume';

export const changeRenewal = (serviceId: string, change: TRenewalChange): Promise<TSubscription> =>
  apiRequest<TSubscription>(
    `/client/company/v7/services/${encodeURIComponent(serviceId)}/${change}`,
    { method: 'POST', body: {} },
  );

/** Cancels or resumes a renewal; the services (list and detail) are asked again after. */
export const useChangeRenewal = (serviceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TRenewalChange) => changeRenewal(serviceId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all }),
  });
};
