import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportTicket } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { supportPath } from './paths';

/**
 * After a ticket changes: its detail takes the server's answer and the lists (tabs, counts,
 * unread markers) are asked again.
 */
export const useTicketChanged = () => {
  const queryClient = useQueryClient();
  return (ticket?: TSupportTicket) => {
    if (ticket) queryClient.setQueryData(queryKeys.supportTickets.detail(ticket.id), ticket);
    return queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets.lists() });
  };
};

export type TTicketAction = 'resolve' | 'close' | 'reopen';

const DONE: Record<TTicketAction, string> = {
  resolve: 'Ticket marked as resolved',
  close: 'Ticket closed',
  reopen: 'Ticket reopened',
};

/** POST …/tickets/{id}/resolve | close | reopen. */
export const changeTicket = (id: string, action: TTicketAction) =>
  apiRequest<TSupportTicket>(supportPath('tickets', id, action), { method: 'POST' });

/** Resolve, close or reopen; the toast lives here so it survives the button leaving. */
export const useTicketAction = () => {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TTicketAction }) => changeTicket(id, action),
    onSuccess: (ticket, { action }) => {
      toast.success(DONE[action]);
      return changed(ticket);
    },
  });
};

/** POST …/tickets/{id}/read: the customer has seen our answers. */
export const markTicketRead = (id: string) =>
  apiRequest<{ done: true }>(supportPath('tickets', id, 'read'), { method: 'POST' });

/**
 * Marks a ticket read, silently (a failure only leaves the dot), then the list's unread
 * marker goes and the cached ticket says read.
 */
export const useMarkTicketRead = () => {
  const queryClient = useQueryClient();
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: markTicketRead,
    meta: { silent: true },
    onSuccess: (_done, id) => {
      queryClient.setQueryData<TSupportTicket>(queryKeys.supportTickets.detail(id), (old) =>
        old ? { ...old, unread: false } : old,
      );
      return changed();
    },
  });
};
