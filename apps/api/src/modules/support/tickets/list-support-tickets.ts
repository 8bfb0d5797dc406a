import {
  ZSupportListQuery,
  type TSupportAbout,
  type TSupportList,
} from '@charterline/shared/schemas/support';
import type { z } from 'zod';
import type { TDbExecutor } from '../../../db/client';
import { ticketSummaryOf } from '../ticket-view';
import { aboutKeyOf, describeAbout, type TAboutRef } from './describe-about';
import { countTicketTabs, selectTicketPage } from './list.repository';

/**
 * GET …/support/tickets: one page of the tab, newest activity first, and how many tickets
 * match the search in each tab (the total is the tab's count: no third query). What the
 * page's tickets are about is read per kind, for that page only.
 */
export const listSupportTickets = async (
  db: TDbExecutor,
  companyId: string,
  query: z.input<typeof ZSupportListQuery>,
): Promise<TSupportList> => {
  const { status, q, page, pageSize } = ZSupportListQuery.parse(query);
  const pageWithAbouts = async () => {
    const rows = await selectTicketPage(
      db,
      { companyId, status, q },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    const refs: TAboutRef[] = rows.flatMap((r) =>
      r.aboutKind && r.aboutId ? [{ kind: r.aboutKind, id: r.aboutId }] : [],
    );
    const abouts =
      refs.length > 0 ? await describeAbout(db, companyId, refs) : new Map<string, TSupportAbout>();
    return { rows, abouts };
  };
  // The counts take longest: the page and then its abouts are read while they run.
  const [counts, { rows, abouts }] = await Promise.all([
    countTicketTabs(db, { companyId, q }),
    pageWithAbouts(),
  ]);
  const aboutOf = (kind: TAboutRef['kind'] | null, id: string | null) =>
    kind && id ? (abouts.get(aboutKeyOf({ kind, id })) ?? null) : null;
  return {
    items: rows.map((r) => ticketSummaryOf(r, aboutOf(r.aboutKind, r.aboutId))),
    total: status === 'all' ? counts.active + counts.done : counts[status],
    page,
    pageSize,
    counts,
  };
};
