import { asc, eq, sql } from 'drizzle-orm';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import { companies } from '../../db/schema';

type TCompanyRow = typeof companies.$inferSelect;

export const toCompanySummary = (row: TCompanyRow): TCompanySummary => ({
  id: row.id,
  companyName: row.companyName,
  companyNameType: row.companyNameType,
  state: row.state,
  companyStatus: row.companyStatus,
  onboardingStatus: row.onboardingStatus,
  paymentStatus: row.paymentStatus,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's companies, oldest first (the first is the one they signed up with). */
export const listCompaniesOf = (db: TDbExecutor, userId: string): Promise<TCompanyRow[]> =>
  db.select().from(companies).where(eq(companies.userId, userId)).orderBy(asc(companies.createdAt));

export const countCompaniesOf = async (db: TDbExecutor, userId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.userId, userId));
  return row?.count ?? 0;
};
