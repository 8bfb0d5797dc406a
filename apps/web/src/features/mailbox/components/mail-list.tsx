import { clsx } from 'clsx';
import { formatDay } from '@charterline/shared/format';
import type { TMailItem } from '@charterline/shared/schemas/mail';
import { MailBadges } from './mail-badges';

export type TMailSelection = {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  setAll: (ids: string[], on: boolean) => void;
};

/** The letters of a folder: a checkbox for the bulk bar, then the row that opens the letter. */
export const MailList = ({
  items,
  current,
  selection,
  onOpen,
}: {
  items: TMailItem[];
  current: string | null;
  selection: TMailSelection;
  onOpen: (id: string) => void;
}) => {
  const ids = items.map((i) => i.id);
  const allOn = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <label className="flex items-center gap-3 border-b border-slate-100 px-4 py-2 text-sm text-slate-600">
        <input
          type="checkbox"
          className="size-4"
          checked={allOn}
          onChange={() => selection.setAll(ids, !allOn)}
        />
        Select all on this page
      </label>
      <ul aria-label="Letters" className="divide-y divide-slate-100">
        {items.map((item) => {
          const unread = item.readAt === null;
          const open = item.id === current;
          return (
            <li
              key={item.id}
              className={clsx('flex items-start gap-3 px-4 py-3', open && 'bg-brand-50')}
            >
              <input
                type="checkbox"
                className="mt-1 size-4"
                aria-label={`Select letter from ${item.sender}`}
                checked={selection.selected.has(item.id)}
                onChange={() => selection.toggle(item.id)}
              />
              <button
                type="button"
                aria-current={open ? 'true' : undefined}
                onClick={() => onOpen(item.id)}
                className="min-w-0 flex-1 rounded-md text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span
                    className={clsx(
                      'truncate text-slate-900',
                      unread ? 'font-bold' : 'font-medium',
                    )}
                  >
                    {item.sender}
                    {unread ? <span className="sr-only"> (unread)</span> : null}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {formatDay(item.receivedOn)}
                  </span>
                </span>
                <span className="mt-1 block">
                  <MailBadges item={item} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
