import type { TMailList } from '@charterline/shared/schemas/mail';
import { count, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findCompany } from '../../companies';
import { toMailItemDetails } from './mail-item-view';

const PAGE_SIZE = 50;

/** Staff's list of a company's letters, every folder, newest first (`mail <company>`). */
export const listCompanyMail = async (
  db: TDbExecutor,
  companyId: string,
  page: number,
): Promise<TMailList> => {
  if (!(await findCompany(db, companyId))) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(mailItems)
    .where(eq(mailItems.companyId, companyId))
    .orderBy(desc(mailItems.createdAt), desc(mailItems.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [totals] = await db
    .select({ total: count() })
    .from(mailItems)
    .where(eq(mailItems.companyId, companyId));
  const details = await toMailItemDetails(db, rows);
  return {
    items: details.map(({ requests, ...item }) => (void requests, item)),
    total: totals?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    folders: [],
  };
};
