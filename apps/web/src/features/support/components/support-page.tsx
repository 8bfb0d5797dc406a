import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';
import { TicketView } from '../ticket/ticket-view';
import { NewTicketForm } from './new-ticket-form';
import { SupportHoursLine } from './support-hours-line';
import { TicketListPanel } from './ticket-list-panel';
import { useSupportAddress } from './use-support-address';

/**
 * Support (issue 24, decision 0164): the company's tickets with, beside them from 1024 px (in
 * their place below), the ticket open (`?ticket=`) or a new one (`?new=1`). All in the address.
 */
export const SupportPage = () => {
  usePageTitle('Support');
  const address = useSupportAddress();
  const wide = useMediaQuery('(min-width: 1024px)');
  const content = address.ticket ? (
    <TicketView key={address.ticket} ticketId={address.ticket} onBack={address.closePane} />
  ) : address.creating ? (
    <NewTicketForm
      about={address.about}
      onSent={address.showTicket}
      onDropAbout={address.dropAbout}
    />
  ) : null;
  // Below 1024 px the ticket or the form takes the list's place: the way back is above it.
  const pane = content ? (
    <div className="space-y-3">
      {wide ? null : (
        <Link
          to={{ search: address.listSearch }}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          Back to support
        </Link>
      )}
      {content}
    </div>
  ) : null;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">How can we help?</h1>
        <SupportHoursLine />
      </div>
      {!wide && pane ? (
        pane
      ) : (
        <div
          className={wide ? 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-6' : ''}
        >
          <TicketListPanel address={address} />
          {wide
            ? (pane ?? (
                <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
                  Choose a ticket to read the conversation, or start a new one.
                </p>
              ))
            : null}
        </div>
      )}
    </div>
  );
};
