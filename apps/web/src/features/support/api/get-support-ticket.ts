import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSupportTicket } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

/** GET …/support/tickets/{id}: one ticket with its conversation (never staff's notes). */
export const supportTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.supportTickets.detail(id),
    queryFn: ({ signal }) => apiRequest<TSupportTicket>(supportPath('tickets', id), { signal }),
    // A 404 is "We could not find this ticket" on the page, not a toast.
    meta: { silent: true },
  });

export const useSupportTicket = (id: string) => useQuery(supportTicketQueryOptions(id));
