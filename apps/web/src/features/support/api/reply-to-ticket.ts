import { useMutation } from '@tanstack/react-query';
import type { TSupportReply, TSupportTicket } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { supportPath } from './paths';
import { useTicketChanged } from './ticket-actions';

/** POST …/tickets/{id}/messages: the customer's reply (attachments uploaded before). */
export const replyToTicket = (id: string, body: TSupportReply) =>
  apiRequest<TSupportTicket>(supportPath('tickets', id, 'messages'), { method: 'POST', body });

export const useReplyToTicket = () => {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TSupportReply }) => replyToTicket(id, body),
    onSuccess: (ticket) => {
      toast.success('Reply sent');
      return changed(ticket);
    },
  });
};
