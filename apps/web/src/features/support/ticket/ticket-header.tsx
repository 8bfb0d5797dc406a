import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import {
  SUPPORT_STATUS_LABELS,
  type TSupportStatus,
  type TSupportTicket,
} from '@charterline/shared/schemas/support';
import { answerByText, ticketLine } from './ticket-texts';

const BADGE: Record<TSupportStatus, string> = {
  open: 'bg-brand-100 text-brand-900',
  waiting_on_us: 'bg-brand-100 text-brand-900',
  waiting_on_customer: 'bg-amber-100 text-amber-900',
  resolved: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-700',
};

/** The subject (focusable: the phone layout moves focus here), its line, status, about, due. */
export const TicketHeader = forwardRef<HTMLHeadingElement, { ticket: TSupportTicket }>(
  ({ ticket }, heading) => (
    <header className="space-y-2">
      <h2
        id="support-ticket-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold break-words text-slate-900 focus:outline-none"
      >
        {ticket.subject}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{ticketLine(ticket)}</span>
        <span
          className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[ticket.status])}
        >
          {SUPPORT_STATUS_LABELS[ticket.status]}
        </span>
      </div>
      {ticket.about ? (
        <p className="text-sm text-slate-700">
          About:{' '}
          {ticket.about.href ? (
            <Link to={ticket.about.href} className="font-medium text-brand-700 underline">
              {ticket.about.label ?? 'the item it was about'}
            </Link>
          ) : (
            <span>{ticket.about.label ?? 'something that is no longer there'}</span>
          )}
        </p>
      ) : null}
      {ticket.answerBy ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Clock size={16} aria-hidden="true" />
          {answerByText(ticket.answerBy)}
        </p>
      ) : null}
    </header>
  ),
);
TicketHeader.displayName = 'TicketHeader';
