import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { MAIL_FOLDER_LABELS, type TMailbox } from '@charterline/shared/schemas/mail';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';
import { SEARCH_PAUSE_MS, SearchField } from '@/components/forms/search-field';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMailItems } from '../api/get-mail-items';
import { MailBulkBar } from './mail-bulk-bar';
import { MailFolders } from './mail-folders';
import { MailItemDetail } from './mail-item-detail';
import { MailList } from './mail-list';
import { useMailAddress } from './use-mail-address';

const PAGE_SIZE = 25;

/** The folders, the letters and the letter open: side by side from 1024 px, one at a time below. */
export const MailInbox = ({ mailbox }: { mailbox: TMailbox | undefined }) => {
  const address = useMailAddress();
  const wide = useMediaQuery('(min-width: 1024px)');
  const { folder, q, unread, page } = address;
  const list = useMailItems({ folder, q, unread, page, pageSize: PAGE_SIZE });
  // The letters checked belong to one page of one folder: another page starts with none.
  const scope = `${folder}|${q}|${unread}|${page}`;
  const [checked, setChecked] = useState<{ scope: string; ids: Set<string> }>({
    scope,
    ids: new Set(),
  });
  const selected = checked.scope === scope ? checked.ids : new Set<string>();
  const change = (edit: (next: Set<string>) => void) => {
    const next = new Set(selected);
    edit(next);
    setChecked({ scope, ids: next });
  };
  const clear = () => setChecked({ scope, ids: new Set() });
  const selection = {
    selected,
    toggle: (id: string) =>
      change((next) => {
        if (!next.delete(id)) next.add(id);
      }),
    setAll: (ids: string[], on: boolean) =>
      change((next) => {
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
      }),
  };
  const detail = address.item ? (
    <MailItemDetail
      id={address.item}
      mailbox={mailbox}
      onBack={wide ? null : () => address.openItem(null)}
    />
  ) : null;
  if (!wide && detail) return detail;
  const body = list.isPending ? (
    <LoadingBlocks label="Loading your mail" heights={['h-16', 'h-16', 'h-16']} />
  ) : list.isError ? (
    <LoadFailed what="Your mail could not be loaded." retry={() => void list.refetch()} />
  ) : list.data.items.length === 0 ? (
    <EmptyState
      icon={<Inbox size={28} aria-hidden="true" />}
      title="No letters here"
      text={
        q || unread
          ? 'No letter in this folder matches. Clear the search or the filter to see them all.'
          : `Letters in ${MAIL_FOLDER_LABELS[folder]} show here. We scan the envelope of every letter the day it arrives.`
      }
    />
  ) : (
    <div className="space-y-3">
      <MailList
        items={list.data.items}
        current={address.item}
        selection={selection}
        onOpen={address.openItem}
      />
      <Pager
        page={page - 1}
        totalPages={Math.ceil(list.data.total / PAGE_SIZE)}
        totalElements={list.data.total}
        noun="letters"
        onPage={(p) => address.setPage(p + 1)}
      />
    </div>
  );
  return (
    <section aria-label="Letters" className="space-y-4">
      <MailFolders current={folder} counts={list.data?.folders} onSelect={address.setFolder} />
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label="Search by sender"
          labelHidden
          delay={SEARCH_PAUSE_MS}
          value={q}
          onChange={address.setQuery}
          className="sm:w-72"
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={unread}
            onChange={(e) => address.setUnread(e.target.checked)}
          />
          Unread only
        </label>
      </div>
      <div className={wide ? 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4' : ''}>
        <div className="space-y-3">
          {body}
          {selected.size > 0 ? <MailBulkBar ids={[...selected]} onClear={clear} /> : null}
        </div>
        {wide
          ? (detail ?? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
                Choose a letter to see its envelope, its scan and what we can do with it.
              </p>
            ))
          : null}
      </div>
    </section>
  );
};
