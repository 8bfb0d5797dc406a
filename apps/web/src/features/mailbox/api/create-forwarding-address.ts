import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TForwardingAddress, TForwardingAddressInput } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** POST …/mail/forwarding-addresses: saves an address to forward to. */
export const useCreateForwardingAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TForwardingAddressInput) =>
      apiRequest<TForwardingAddress>(mailPath('forwarding-addresses'), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.mailForwardingAddresses.all }),
  });
};
