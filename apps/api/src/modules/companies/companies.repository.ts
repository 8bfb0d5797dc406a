import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import { companies, companyEvents, users } from '../../db/schema';

/** A company as stored: the one row type every module reads and writes companies as. */
export type TCompanyRow = typeof companies.$inferSelect;
export type TCompanyChanges = Partial<typeof companies.$inferInsert>;
export type TCompanyEvent = typeof companyEvents.$inferInsert;

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

export const findCompany = async (db: TDbExecutor, id: string): Promise<TCompanyRow | null> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
};

/** The caller's first company (the one they signed up with), or null. */
export const findFirstCompanyOf = async (
  db: TDbExecutor,
  userId: string,
): Promise<TCompanyRow | null> => {
  const [first] = await db
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return first ?? null;
};

/** The company, its row locked for the rest of the transaction; null when there is none. */
export const findCompanyForUpdate = async (
  tx: TDbExecutor,
  id: string,
): Promise<TCompanyRow | null> => {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
};

/** Locks the user's row, so two company creations of one customer run one after the other. */
export const lockCompanyOwner = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
};

/**
 * The one company insert: the row and its COMPANY_CREATED event (by its customer), in the
 * caller's transaction.
 */
export const insertCompany = async (
  tx: TDbExecutor,
  values: Pick<
    typeof companies.$inferInsert,
    'userId' | 'businessType' | 'answers' | 'serviceCode' | 'companyName'
  > & { eventData?: Record<string, unknown> },
): Promise<TCompanyRow> => {
  const { eventData, ...row } = values;
  const [company] = await tx.insert(companies).values(row).returning();
  if (!company) throw new Error('insert returned no company');
  await insertCompanyEvent(tx, {
    companyId: company.id,
    actorUserId: values.userId,
    kind: 'COMPANY_CREATED',
    toStatus: company.companyStatus,
    ...(eventData ? { data: eventData } : {}),
  });
  return company;
};

/** Writes columns of a company (and its updatedAt); the row written, or null when gone. */
export const updateCompany = async (
  tx: TDbExecutor,
  id: string,
  set: TCompanyChanges,
): Promise<TCompanyRow | null> => {
  const [updated] = await tx
    .update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return updated ?? null;
};

/** Deletes a company; its events, owners, documents and open checkout sessions go with it. */
export const deleteCompanyRow = async (tx: TDbExecutor, id: string): Promise<void> => {
  await tx.delete(companies).where(eq(companies.id, id));
};

export const insertCompanyEvent = async (tx: TDbExecutor, event: TCompanyEvent): Promise<void> => {
  await tx.insert(companyEvents).values(event);
};

/**
 * The day (UTC) the company last moved to DISSOLVED (its closure applied, or operations set
 * it), null when it never did: what the compliance engine counts a dissolution from.
 */
export const dissolvedOnOf = async (db: TDbExecutor, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ createdAt: companyEvents.createdAt })
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), eq(companyEvents.toStatus, 'DISSOLVED')))
    .orderBy(desc(companyEvents.createdAt))
    .limit(1);
  return row ? row.createdAt.toISOString().slice(0, 10) : null;
};
