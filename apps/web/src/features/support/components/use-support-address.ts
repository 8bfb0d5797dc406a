import { useSearchParams } from 'react-router';
import { SUPPORT_ABOUT_KINDS } from '@charterline/shared/schemas/support';
import type { TSupportAboutRef } from '../api/get-support-about';

/** "mail_item:<id>" → what a new ticket is about; anything else → nothing. */
const aboutOf = (value: string | null): TSupportAboutRef | null => {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return null;
  const kind = SUPPORT_ABOUT_KINDS.find((k) => k === value.slice(0, at));
  const id = value.slice(at + 1).trim();
  return kind && id ? { kind, id } : null;
};

/**
 * The Support page's state in the address: `?status=done` (the tab), `?q=` (search), `?page=`
 * (from 1), `?ticket=` (the one open; e-mails link straight to it) and `?new=1` with
 * `&about=<kind>:<id>` (the form). Changing tab or search starts at page 1 again.
 */
export const useSupportAddress = () => {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  /** The address with `changes` applied (null or '' removes a parameter). */
  const searchWith = (changes: Record<string, string | null>): string => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const set = (changes: Record<string, string | null>, replace = false) =>
    setSearch(searchWith(changes), { replace });
  return {
    status: search.get('status') === 'done' ? ('done' as const) : ('active' as const),
    q: search.get('q') ?? '',
    page,
    ticket: search.get('ticket'),
    creating: search.get('new') === '1',
    about: aboutOf(search.get('about')),
    /** Where a ticket's row links: that ticket open, the list as it is. */
    ticketSearch: (id: string) => searchWith({ ticket: id, new: null, about: null }),
    newTicketSearch: searchWith({ new: '1', ticket: null, about: null }),
    /** The list alone (what "Back to support" goes to on a phone). */
    listSearch: searchWith({ ticket: null, new: null, about: null }),
    setStatus: (status: 'active' | 'done') =>
      set({ status: status === 'done' ? 'done' : null, page: null }),
    // Each keystroke's pause would otherwise be a step of Back.
    setQuery: (q: string) => set({ q, page: null }, true),
    setPage: (p: number) => set({ page: p === 1 ? null : String(p) }),
    /** After sending: the new ticket replaces the form, so Back returns to the list. */
    showTicket: (id: string) => set({ ticket: id, new: null, about: null }, true),
    dropAbout: () => set({ about: null }, true),
    closePane: () => set({ ticket: null, new: null, about: null }),
  };
};

export type TSupportAddress = ReturnType<typeof useSupportAddress>;
