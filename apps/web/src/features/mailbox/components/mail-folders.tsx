import { clsx } from 'clsx';
import {
  MAIL_FOLDER_LABELS,
  MAIL_FOLDERS,
  type TMailFolder,
  type TMailList,
} from '@charterline/shared/schemas/mail';

type TFolderCount = NonNullable<TMailList['folders']>[number];

/** The pill's count: "2/4" when 2 of 4 letters are unread, else "4". */
const badge = (count: TFolderCount) =>
  count.unread > 0 ? `${count.unread}/${count.total}` : String(count.total);

/**
 * The folder button's name: what it shows first ("Inbox 2/4", WCAG 2.5.3: a voice user says
 * what they see), then what the count means ("Inbox 2/4: 2 unread of 4 letters").
 */
const folderName = (label: string, count: TFolderCount) => {
  const letters = `${count.total} letter${count.total === 1 ? '' : 's'}`;
  return count.unread > 0
    ? `${label} ${badge(count)}: ${count.unread} unread of ${letters}`
    : `${label}: ${letters}`;
};

/** The five folders with how many letters each holds, the unread in bold. */
export const MailFolders = ({
  current,
  counts,
  onSelect,
}: {
  current: TMailFolder;
  counts: TMailList['folders'] | undefined;
  onSelect: (folder: TMailFolder) => void;
}) => (
  <nav aria-label="Mail folders" className="-mx-1 overflow-x-auto pb-1">
    <ul className="flex gap-1 px-1">
      {MAIL_FOLDERS.map((folder) => {
        const count = counts?.find((c) => c.folder === folder);
        const selected = folder === current;
        const label = MAIL_FOLDER_LABELS[folder];
        return (
          <li key={folder}>
            <button
              type="button"
              aria-current={selected ? 'page' : undefined}
              aria-label={count ? folderName(label, count) : label}
              onClick={() => onSelect(folder)}
              className={clsx(
                'flex h-9 items-center gap-2 rounded-full px-3 text-sm whitespace-nowrap',
                'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                selected
                  ? 'bg-brand-700 font-semibold text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
              )}
            >
              {label}
              {/* A space between the name and the count: a voice user reads "Inbox 2/4". */}
              {count ? ' ' : null}
              {count ? (
                <span
                  className={clsx(
                    'rounded-full px-1.5 text-xs',
                    // Darker than the button, not lighter: white on it keeps 4.5:1 (axe).
                    selected ? 'bg-black/20' : 'bg-slate-100',
                    count.unread > 0 && 'font-bold',
                  )}
                >
                  {badge(count)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  </nav>
);
