import { LifeBuoy, SearchX } from 'lucide-react';
import type { TSupportList } from '@charterline/shared/schemas/support';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';
import { SEARCH_PAUSE_MS, SearchField } from '@/components/forms/search-field';
import { panelId, tabId, Tabs } from '@/components/ui/tabs';
import { useSupportTickets } from '../api/get-support-tickets';
import { NewTicketLink } from './new-ticket-link';
import { TicketList } from './ticket-list';
import type { TSupportAddress } from './use-support-address';

const PAGE_SIZE = 20;

const tabsOf = (counts: TSupportList['counts'] | undefined) =>
  [
    { key: 'active', label: counts ? `Open (${counts.active})` : 'Open' },
    { key: 'done', label: counts ? `Resolved and closed (${counts.done})` : 'Resolved and closed' },
  ] as const;

/** What an empty page says: no ticket at all, none matching, or none in this tab. */
const Empty = ({ address, list }: { address: TSupportAddress; list: TSupportList }) => {
  if (address.q)
    return (
      <EmptyState
        icon={<SearchX size={28} aria-hidden="true" />}
        title="No ticket matches"
        text={`Nothing here matches “${address.q}”. Search by words of the subject or by the ticket number.`}
      />
    );
  const none = list.counts.active + list.counts.done === 0;
  return (
    <EmptyState
      icon={<LifeBuoy size={28} aria-hidden="true" />}
      title={
        none
          ? 'No tickets yet'
          : address.status === 'done'
            ? 'Nothing resolved yet'
            : 'No open tickets'
      }
      text={
        none || address.status === 'active'
          ? 'Ask us anything about your company: formation, your EIN, compliance, mail or billing. A specialist answers.'
          : 'Tickets we have answered and you or we marked as settled show here for you to reopen or rate.'
      }
      action={address.status === 'active' ? <NewTicketLink to={address.newTicketSearch} /> : null}
    />
  );
};

/** The two tabs with their counts, the search, and one page of tickets. */
export const TicketListPanel = ({ address }: { address: TSupportAddress }) => {
  const { status, q, page } = address;
  const list = useSupportTickets({ status, q, page, pageSize: PAGE_SIZE });
  const body = list.isPending ? (
    <LoadingBlocks label="Loading your tickets" heights={['h-16', 'h-16', 'h-16']} />
  ) : list.isError ? (
    <LoadFailed what="Your tickets could not be loaded." retry={() => void list.refetch()} />
  ) : list.data.items.length === 0 ? (
    <Empty address={address} list={list.data} />
  ) : (
    <div className="space-y-3">
      <TicketList items={list.data.items} current={address.ticket} hrefOf={address.ticketSearch} />
      <Pager
        page={page - 1}
        totalPages={Math.ceil(list.data.total / PAGE_SIZE)}
        totalElements={list.data.total}
        noun="tickets"
        onPage={(p) => address.setPage(p + 1)}
      />
    </div>
  );
  return (
    <section aria-label="Your tickets" className="min-w-0 space-y-4">
      <div className="flex items-center gap-3">
        <SearchField
          label="Search tickets"
          labelHidden
          delay={SEARCH_PAUSE_MS}
          placeholder="Subject or ticket number"
          value={q}
          onChange={address.setQuery}
          className="min-w-0 flex-1"
        />
        <NewTicketLink to={address.newTicketSearch} />
      </div>
      <Tabs
        name="support"
        label="Tickets"
        tabs={tabsOf(list.data?.counts)}
        current={status}
        onSelect={address.setStatus}
      />
      <div
        role="tabpanel"
        id={panelId('support', status)}
        aria-labelledby={tabId('support', status)}
      >
        {body}
      </div>
    </section>
  );
};
