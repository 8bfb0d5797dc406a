import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** DELETE …/mail/forwarding-addresses/{id}: no longer offered (past requests keep their copy). */
export const useDeleteForwardingAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(mailPath('forwarding-addresses', id), { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.mailForwardingAddresses.all }),
  });
};
