import { useEffect, useRef } from 'react';
import { LAYOUT } from '@charterline/shared/constants';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSupportTicket } from '../api/get-support-ticket';
import { useMarkTicketRead } from '../api/ticket-actions';
import { ReplyBox } from './reply-box';
import { TicketActionsBar } from './ticket-actions-bar';
import { TicketConversation } from './ticket-conversation';
import { TicketHeader } from './ticket-header';
import { TicketRating } from './ticket-rating';

/**
 * One ticket: its heading, the conversation, the reply box and what the customer may do
 * (decision 0165). The page renders "Back to support" above it on a phone; `onBack` serves
 * the "not found" answer here.
 */
export const TicketView = ({ ticketId, onBack }: { ticketId: string; onBack: () => void }) => {
  const ticket = useSupportTicket(ticketId);
  const markRead = useMarkTicketRead();
  const marked = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const narrow = !useMediaQuery(`(min-width: ${LAYOUT.wideBreakpointPx}px)`);
  const unread = ticket.data?.unread === true;
  useEffect(() => {
    // Opening a ticket reads our answers, once per ticket shown.
    if (!unread || marked.current === ticketId) return;
    marked.current = ticketId;
    markRead.mutate(ticketId);
  }, [ticketId, unread, markRead]);
  useEffect(() => {
    // On a phone the ticket replaced the list: the reader starts at its heading.
    if (narrow) heading.current?.focus();
  }, [ticketId, narrow, ticket.isSuccess]);

  if (ticket.isPending)
    return <LoadingBlocks label="Loading the ticket" heights={['h-8', 'h-32', 'h-24']} />;
  if (ticket.isError) {
    if (ticket.error instanceof ApiError && ticket.error.status === 404)
      return (
        <div role="alert" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">We could not find this ticket</p>
          <p className="mt-1 text-sm text-slate-600">
            It may belong to another company, or the link is wrong.
          </p>
          <Button size="sm" variant="neutral" className="mt-3" onClick={onBack}>
            See all tickets
          </Button>
        </div>
      );
    return (
      <LoadFailed what="This ticket could not be loaded." retry={() => void ticket.refetch()} />
    );
  }
  const t = ticket.data;
  return (
    <article
      aria-labelledby="support-ticket-heading"
      className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <TicketHeader ref={heading} ticket={t} />
      <TicketConversation messages={t.messages} />
      <TicketRating key={`${t.id}:${t.rating ?? 0}`} ticket={t} />
      {t.can.reply ? <ReplyBox key={t.id} ticketId={t.id} /> : null}
      <TicketActionsBar ticket={t} />
    </article>
  );
};
