import {
  MAIL_FOLDERS,
  type TMailList,
  type TMailListQuery,
} from '@charterline/shared/schemas/mail';
import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { foldedContains } from '../../../lib/search-sql';
import { toMailItemDetails } from './mail-item-view';

/** Each folder's total and unread letters, in one query (every folder, zeros included). */
const folderCounts = async (db: TDbExecutor, companyId: string): Promise<TMailList['folders']> => {
  const rows = await db
    .select({
      folder: mailItems.folder,
      total: count(),
      unread: sql<number>`count(*) filter (where ${mailItems.readAt} is null)`.mapWith(Number),
    })
    .from(mailItems)
    .where(eq(mailItems.companyId, companyId))
    .groupBy(mailItems.folder);
  const current = rows.filter((r) => r.folder !== 'archived');
  return MAIL_FOLDERS.map((folder) => {
    // The inbox holds every letter not archived (decision 0154); the others are its views.
    if (folder === 'inbox') {
      return {
        folder,
        total: current.reduce((sum, r) => sum + r.total, 0),
        unread: current.reduce((sum, r) => sum + r.unread, 0),
      };
    }
    const row = rows.find((r) => r.folder === folder);
    return { folder, total: row?.total ?? 0, unread: row?.unread ?? 0 };
  });
};

/** One folder of the company's letters, newest first, optionally searched by sender. */
export const listMailItems = async (
  db: TDbExecutor,
  companyId: string,
  query: Omit<TMailListQuery, 'companyId'>,
): Promise<TMailList> => {
  const where: SQL[] = [
    eq(mailItems.companyId, companyId),
    query.folder === 'inbox'
      ? ne(mailItems.folder, 'archived')
      : eq(mailItems.folder, query.folder),
  ];
  if (query.q) where.push(foldedContains(mailItems.sender, query.q));
  if (query.unread === 'true') where.push(isNull(mailItems.readAt));
  if (query.unread === 'false') where.push(sql`${mailItems.readAt} is not null`);
  const [totals] = await db
    .select({ total: count() })
    .from(mailItems)
    .where(and(...where));
  const rows = await db
    .select()
    .from(mailItems)
    .where(and(...where))
    .orderBy(desc(mailItems.createdAt), desc(mailItems.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const details = await toMailItemDetails(db, rows);
  return {
    items: details.map(({ requests, ...item }) => (void requests, item)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    folders: await folderCounts(db, companyId),
  };
};
