import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportTicket, TSupportTicketCreate } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

/**
 * POST …/support/tickets: the list is asked again so the new ticket shows at its top. Silent:
 * the form shows a field's error beside it and toasts only the others.
 */
export const useCreateSupportTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSupportTicketCreate) =>
      apiRequest<TSupportTicket>(supportPath('tickets'), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets.lists() }),
  });
};
