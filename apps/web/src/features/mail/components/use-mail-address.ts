import { useSearchParams } from 'react-router';
import { MAIL_FOLDERS, type TMailFolder } from '@charterline/shared/schemas/mail';

const folderOf = (value: string | null): TMailFolder =>
  MAIL_FOLDERS.find((f) => f === value) ?? 'inbox';

/**
 * The mail tab's state in the address: `?folder=`, `?q=` (sender), `?unread=true`, `?page=`
 * (from 1) and `?item=` (the letter open; e-mails link straight to it). Changing the folder,
 * the search or the filter starts at page 1 again; other parameters (the page's tab) stay.
 */
export const useMailAddress = () => {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const set = (changes: Record<string, string | null>, keepPage = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!keepPage) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: 'q' in changes },
    );
  return {
    folder: folderOf(search.get('folder')),
    q: search.get('q') ?? '',
    unread: search.get('unread') === 'true',
    page,
    item: search.get('item'),
    setFolder: (folder: TMailFolder) =>
      set({ folder: folder === 'inbox' ? null : folder, item: null }),
    setQuery: (q: string) => set({ q }),
    setUnread: (on: boolean) => set({ unread: on ? 'true' : null }),
    setPage: (p: number) => set({ page: p === 1 ? null : String(p) }, true),
    openItem: (id: string | null) => set({ item: id }, true),
  };
};

export type TMailAddress = ReturnType<typeof useMailAddress>;
