import { z } from 'zod';
import { SUPPORT_ABOUT_KINDS } from '@charterline/shared/schemas/support';
import { urlParam, useUrlState } from '@/lib/url-state';
import type { TSupportAboutRef } from '../api/get-support-about';

/** "mail_item:<id>" → what a new ticket is about; anything else → nothing. */
const aboutOf = (value: string | null): TSupportAboutRef | null => {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return null;
  const kind = SUPPORT_ABOUT_KINDS.find((k) => k === value.slice(0, at));
  const id = value.slice(at + 1).trim();
  return kind && id ? { kind, id } : null;
};

const ZSupportAddress = z.object({
  status: urlParam.oneOf(['active', 'done'], 'active'),
  q: urlParam.text(),
  page: urlParam.page(1),
  ticket: urlParam.optional(),
  new: urlParam.matching(/^1$/),
  about: urlParam.optional(),
});

/** No pane open: neither a ticket nor the form. */
const NO_PANE = { ticket: null, new: '', about: null } as const;

/**
 * The Support page's state in the address: `?status=done` (the tab), `?q=` (search), `?page=`
 * (from 1), `?ticket=` (the one open; e-mails link straight to it) and `?new=1` with
 * `&about=<kind>:<id>` (the form). Changing tab or search starts at page 1 again.
 */
export const useSupportAddress = () => {
  const { state, setState, searchWith } = useUrlState(ZSupportAddress);
  return {
    status: state.status,
    q: state.q,
    page: state.page,
    ticket: state.ticket,
    creating: state.new === '1',
    about: aboutOf(state.about),
    /** Where a ticket's row links: that ticket open, the list as it is. */
    ticketSearch: (id: string) => searchWith({ ...NO_PANE, ticket: id }),
    newTicketSearch: searchWith({ ...NO_PANE, new: '1' }),
    /** The list alone (what "Back to support" goes to on a phone). */
    listSearch: searchWith(NO_PANE),
    setStatus: (status: 'active' | 'done') => setState({ status, page: 1 }),
    // Each keystroke's pause would otherwise be a step of Back.
    setQuery: (q: string) => setState({ q, page: 1 }, true),
    setPage: (page: number) => setState({ page }),
    /** After sending: the new ticket replaces the form, so Back returns to the list. */
    showTicket: (id: string) => setState({ ...NO_PANE, ticket: id }, true),
    dropAbout: () => setState({ about: null }, true),
    closePane: () => setState(NO_PANE),
  };
};

export type TSupportAddress = ReturnType<typeof useSupportAddress>;
