import { Command, useCommandState } from 'cmdk';
import {
  Building2,
  ExternalLink,
  FileText,
  LifeBuoy,
  Mail,
  Receipt,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@charterline/shared/constants';
import { matchesSearch } from '@charterline/shared/rules/search-text';
import type { TSearchHit, TSearchHitKind } from '@charterline/shared/schemas/search';
import { useCompanySearch } from './api/search-company';
import { COMMAND_ENTRIES, COMMAND_GROUPS, type TCommandEntry } from './entries';
import { usePaletteAvailable } from './use-palette-available';

const HIT_ICONS: Record<TSearchHitKind, LucideIcon> = {
  invoice: Receipt,
  customer: Building2,
  letter: Mail,
  document: FileText,
  ticket: LifeBuoy,
};

/**
 * Every word typed is in the entry's title, description or keywords, accents and case
 * ignored ("societe" finds "Société"): the palette's own filter, instead of cmdk's fuzzy one.
 */
const paletteFilter = (value: string, search: string, keywords?: string[]) => {
  const text = `${value} ${(keywords ?? []).join(' ')}`;
  return search
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => matchesSearch(text, word))
    ? 1
    : 0;
};

/**
 * The palette's empty text, only when neither the pages nor the company's data match (while the
 * company's data is being searched: "Searching…", not a wrong "no results").
 */
const NoResults = ({
  search,
  hits,
  searching,
}: {
  search: string;
  hits: number;
  searching: boolean;
}) => {
  const shown = useCommandState((state) => state.filtered.count);
  if (shown > 0 || hits > 0 || search.trim() === '') return null;
  if (searching) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-slate-500">
        Searching your company…
      </p>
    );
  }
  return (
    <p role="status" className="px-4 py-10 text-center text-sm text-slate-600">
      No results found for &quot;{search}&quot;
    </p>
  );
};

/** The company's own data found by the server (already matched: shown as they come). */
const CompanyHits = ({ hits, run }: { hits: TSearchHit[]; run: (url: string) => void }) =>
  hits.length === 0 ? null : (
    <Command.Group forceMount heading="Your company" className={GROUP_CLASS}>
      {hits.map((hit) => {
        const Icon = HIT_ICONS[hit.kind];
        return (
          <Command.Item
            key={`${hit.kind}:${hit.id}`}
            forceMount
            value={`hit:${hit.kind}:${hit.id}`}
            onSelect={() => run(hit.url)}
            className={ITEM_CLASS}
          >
            <Icon size={16} className="shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{hit.title}</span>
              <span className="block truncate text-xs text-slate-500">{hit.detail}</span>
            </span>
          </Command.Item>
        );
      })}
    </Command.Group>
  );

const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase';
const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm data-[selected=true]:bg-brand-50';

/** Entries that no longer apply once the current company's formation is paid for. */
const BEFORE_PAYMENT_ONLY = new Set(['start-onboarding']);

/**
 * Escape closes it, and a swipe down of over 50 px; Ctrl+K / Cmd+K is the dashboard's
 * (use-palette-shortcut.ts), which loads this file when the palette is first opened.
 * `formationPaid`: the current company's formation is paid (or done), so "Start Onboarding —
 * New" is not offered.
 */
export const CommandPalette = ({
  open,
  onOpenChange,
  formationPaid = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formationPaid?: boolean;
}) => {
  const available = usePaletteAvailable();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const touchStart = useRef<number | null>(null);

  const { hits, searching } = useCompanySearch(search, open && available);
  const go = (url: string) => {
    onOpenChange(false);
    setSearch('');
    void navigate(url);
  };
  const run = (entry: TCommandEntry) => {
    if (!entry.external) return go(entry.url);
    onOpenChange(false);
    setSearch('');
    window.open(entry.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <Command.Dialog
      open={open && available}
      onOpenChange={onOpenChange}
      label="Command palette"
      filter={paletteFilter}
      overlayClassName="fixed inset-0 z-40 bg-slate-900/40"
      contentClassName="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
      onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientY ?? null)}
      onTouchEnd={(e) => {
        const end = e.changedTouches[0]?.clientY;
        if (touchStart.current !== null && end !== undefined) {
          if (end - touchStart.current > LAYOUT.swipeCloseDistancePx) onOpenChange(false);
        }
        touchStart.current = null;
      }}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4">
        <Search size={18} className="text-slate-400" aria-hidden="true" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Search for pages, settings, or resources..."
          className="h-14 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400"
        />
        <kbd className="rounded border border-slate-200 px-1.5 py-0.5 text-xs text-slate-500">
          Esc
        </kbd>
      </div>
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        <NoResults search={search} hits={hits.length} searching={searching} />
        <CompanyHits hits={hits} run={go} />
        {COMMAND_GROUPS.map((group) => (
          <Command.Group key={group} heading={group} className={GROUP_CLASS}>
            {COMMAND_ENTRIES.filter(
              (e) => e.category === group && !(formationPaid && BEFORE_PAYMENT_ONLY.has(e.id)),
            ).map((entry) => (
              <Command.Item
                key={entry.id}
                value={`${entry.title} ${entry.description}`}
                keywords={entry.keywords}
                onSelect={() => run(entry)}
                className={ITEM_CLASS}
              >
                <span className="flex-1">
                  <span className="block font-medium text-slate-900">{entry.title}</span>
                  <span className="block text-xs text-slate-500">{entry.description}</span>
                </span>
                {entry.badge ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    {entry.badge}
                  </span>
                ) : null}
                {entry.external ? (
                  <ExternalLink
                    size={14}
                    className="text-slate-400"
                    aria-label="Opens in a new tab"
                  />
                ) : null}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command.Dialog>
  );
};
