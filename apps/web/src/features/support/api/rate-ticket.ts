import { useMutation } from '@tanstack/react-query';
import type { TSupportRating, TSupportTicket } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { supportPath } from './paths';
import { useTicketChanged } from './ticket-actions';

/** POST …/tickets/{id}/rating: after it is resolved; again replaces the rating. */
export const rateTicket = (id: string, body: TSupportRating) =>
  apiRequest<TSupportTicket>(supportPath('tickets', id, 'rating'), { method: 'POST', body });

export const useRateTicket = () => {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TSupportRating }) => rateTicket(id, body),
    onSuccess: (ticket) => {
      toast.success('Thank you for your rating');
      return changed(ticket);
    },
  });
};
