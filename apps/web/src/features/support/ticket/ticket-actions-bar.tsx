import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@charterline/shared/format';
import { SUPPORT_REOPEN_DAYS, type TSupportTicket } from '@charterline/shared/schemas/support';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTicketAction } from '../api/ticket-actions';

/**
 * What the customer may do with the ticket, as `can` says: resolve, close (asked first:
 * it ends the conversation) and reopen, with until when; past that, a new ticket.
 */
export const TicketActionsBar = ({ ticket }: { ticket: TSupportTicket }) => {
  const action = useTicketAction();
  const [confirmClose, setConfirmClose] = useState(false);
  const ended = ticket.status === 'resolved' || ticket.status === 'closed';
  const run = (kind: 'resolve' | 'close' | 'reopen') =>
    action.mutateAsync({ id: ticket.id, action: kind });
  const pending = (kind: string) => action.isPending && action.variables?.action === kind;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {ticket.can.resolve ? (
          <Button
            size="sm"
            variant="neutral"
            loading={pending('resolve')}
            onClick={() => void run('resolve').catch(() => undefined)}
          >
            Mark as resolved
          </Button>
        ) : null}
        {ticket.can.close ? (
          <Button
            size="sm"
            variant="neutral"
            appearance="outlined"
            onClick={() => setConfirmClose(true)}
          >
            Close ticket
          </Button>
        ) : null}
        {ticket.can.reopen ? (
          <Button
            size="sm"
            variant="neutral"
            loading={pending('reopen')}
            onClick={() => void run('reopen').catch(() => undefined)}
          >
            Reopen ticket
          </Button>
        ) : null}
      </div>
      {ticket.can.reopen && ticket.reopenUntil ? (
        <p className="text-sm text-slate-600">
          You can reopen it until {formatDay(ticket.reopenUntil)}.
        </p>
      ) : null}
      {ended && !ticket.can.reopen ? (
        <p className="text-sm text-slate-600">
          This ticket can no longer be reopened.{' '}
          <Link to="?new=1" className="font-medium text-brand-700 underline">
            Open a new ticket.
          </Link>
        </p>
      ) : null}
      {confirmClose ? (
        <ConfirmDialog
          title="Close this ticket?"
          text={`Closing ends the conversation. You can reopen it within ${SUPPORT_REOPEN_DAYS} days.`}
          confirm="Close ticket"
          pending={pending('close')}
          onConfirm={() =>
            void run('close')
              .then(() => setConfirmClose(false))
              .catch(() => undefined)
          }
          onClose={() => setConfirmClose(false)}
        />
      ) : null}
    </div>
  );
};
