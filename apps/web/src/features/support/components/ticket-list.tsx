import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDayTime } from '@charterline/shared/format';
import type { TSupportTicketSummary } from '@charterline/shared/schemas/support';
import { TicketStatusBadge } from './ticket-status-badge';

/** One page of tickets, each a link that opens it beside (or instead of) the list. */
export const TicketList = ({
  items,
  current,
  hrefOf,
}: {
  items: TSupportTicketSummary[];
  current: string | null;
  hrefOf: (id: string) => string;
}) => (
  <ul
    aria-label="Tickets"
    className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
  >
    {items.map((ticket) => {
      const open = ticket.id === current;
      return (
        <li key={ticket.id} className={clsx(open && 'bg-brand-50')}>
          <Link
            to={hrefOf(ticket.id)}
            aria-current={open ? 'true' : undefined}
            className="block px-4 py-3 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset"
          >
            <span className="flex items-start justify-between gap-3">
              <span
                className={clsx(
                  'min-w-0 break-words text-slate-900',
                  ticket.unread ? 'font-bold' : 'font-medium',
                )}
              >
                {ticket.subject}
              </span>
              {ticket.unread ? (
                <span className="mt-1.5 flex shrink-0 items-center">
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-700" />
                  <span className="sr-only">Unread</span>
                </span>
              ) : null}
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              <span>#{ticket.number}</span>
              <TicketStatusBadge status={ticket.status} />
              <span>{formatDayTime(ticket.lastMessageAt)}</span>
            </span>
            {ticket.answerBy ? (
              <span className="mt-1 block text-xs text-slate-600">
                We answer by {formatDayTime(ticket.answerBy)}
              </span>
            ) : null}
          </Link>
        </li>
      );
    })}
  </ul>
);
