import { z } from 'zod';
import { MAIL_FOLDERS, type TMailFolder } from '@charterline/shared/schemas/mail';
import { urlParam, useUrlState } from '@/lib/url-state';

const ZMailAddress = z.object({
  folder: urlParam.oneOf(MAIL_FOLDERS, 'inbox'),
  q: urlParam.text(),
  unread: urlParam.flag(),
  page: urlParam.page(1),
  item: urlParam.optional(),
});

/**
 * The mail tab's state in the address: `?folder=`, `?q=` (sender), `?unread=true`, `?page=`
 * (from 1) and `?item=` (the letter open; e-mails link straight to it). Changing the folder,
 * the search or the filter starts at page 1 again; other parameters (the page's tab) stay.
 * Only the search replaces the history entry (each pause in typing would be a step of Back).
 */
export const useMailAddress = () => {
  const { state, setState } = useUrlState(ZMailAddress);
  const fromPageOne = (change: Partial<typeof state>) =>
    setState({ page: 1, ...change }, 'q' in change);
  return {
    ...state,
    setFolder: (folder: TMailFolder) => fromPageOne({ folder, item: null }),
    setQuery: (q: string) => fromPageOne({ q }),
    setUnread: (on: boolean) => fromPageOne({ unread: on }),
    setPage: (page: number) => setState({ page }),
    openItem: (id: string | null) => setState({ item: id }),
  };
};

export type TMailAddress = ReturnType<typeof useMailAddress>;
