import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TSupportListStatus, TSupportStatus } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { supportTickets } from '../../../db/schema';
import { foldedContains } from '../../../lib/search-sql';
import type { TTicketRow } from '../ticket-view';

const ACTIVE: TSupportStatus[] = ['open', 'waiting_on_us', 'waiting_on_customer'];
const DONE: TSupportStatus[] = ['resolved', 'closed'];

/** "1042" or "#1042": a ticket number (15 digits at most: beyond, no bigint holds it). */
const NUMBER = /^(#?)(\d{1,15})$/;

/** The subject contains the word, accents and case ignored ("societe" finds "Société"). */
const subjectHas = (word: string): SQL => foldedContains(supportTickets.subject, word);

/**
 * "#1042" is the ticket number; a bare "5472" the ticket number or a subject with it ("Form
 * 5472"); other text, every word of it within the subject.
 */
const searchOf = (q: string | undefined): SQL | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const [, hash, digits] = NUMBER.exec(text) ?? [];
  if (digits) {
    const number = eq(supportTickets.number, Number(digits));
    return hash ? number : or(number, subjectHas(digits));
  }
  return and(...text.split(/\s+/).filter(Boolean).map(subjectHas));
};

const tabOf = (status: TSupportListStatus): SQL | undefined => {
  switch (status) {
    case 'active':
      return inArray(supportTickets.status, ACTIVE);
    case 'done':
      return inArray(supportTickets.status, DONE);
    case 'all':
      return undefined;
  }
};

export type TListFilters = { companyId: string; status: TSupportListStatus; q?: string };

/** One page in the list's order (newest activity first), read along support_tickets_company_idx. */
export const selectTicketPage = (
  db: TDbExecutor,
  f: TListFilters,
  page: { offset: number; limit: number },
): Promise<TTicketRow[]> =>
  db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, f.companyId), searchOf(f.q), tabOf(f.status)))
    // "nulls last" as the index is written (the column is never null): without it the planner
    // cannot read the index in order and sorts the company's every ticket for each page.
    .orderBy(sql`${supportTickets.lastMessageAt} desc nulls last`, desc(supportTickets.id))
    .limit(page.limit)
    .offset(page.offset);

/** How many tickets of the company match the search in each tab, in one pass. */
export const countTicketTabs = async (
  db: TDbExecutor,
  f: Omit<TListFilters, 'status'>,
): Promise<{ active: number; done: number }> => {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${tabOf('active')})::int`,
      done: sql<number>`count(*) filter (where ${tabOf('done')})::int`,
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, f.companyId), searchOf(f.q)));
  return { active: Number(row?.active ?? 0), done: Number(row?.done ?? 0) };
};
