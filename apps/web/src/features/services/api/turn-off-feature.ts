import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TService } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Turns a free feature off (issue 36 item 8): it has no renewal to cancel. */
export const turnOffFeature = (serviceId: string): Promise<TService> =>
  apiRequest<TService>(`/client/company/v7/services/${encodeURIComponent(serviceId)}/turn-off`, {
    method: 'POST',
    body: {},
  });

/**
 * Everything under `billing` is asked again after: the services, the offers and what the
 * feature turned on (the invoicing settings' card payments).
 */
export const useTurnOffFeature = (serviceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => turnOffFeature(serviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
  });
};
