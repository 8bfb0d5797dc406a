import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TCompanyStatus, TUserRole } from '@charterline/shared/enums';
import type { TDbExecutor, TTransaction } from '../../db/client';
import { companies, companyEvents, products, users } from '../../db/schema';

export type TAdminProductChanges = Partial<
  Pick<typeof products.$inferInsert, 'price' | 'name' | 'description' | 'active'>
>;

const PRODUCT_COLUMNS = {
  productKey: products.productKey,
  name: products.name,
  description: products.description,
  price: products.price,
  interval: products.interval,
  active: products.active,
};

/** Companies with their owner's e-mail, newest first, optionally of one status (500 at most). */
export const listCompaniesWithOwners = (db: TDbExecutor, status?: TCompanyStatus) =>
  db
    .select({ company: companies, ownerEmail: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(status ? eq(companies.companyStatus, status) : undefined)
    .orderBy(desc(companies.createdAt))
    .limit(500);

/** The latest event that moved the company into `status` (what a resume goes back from). */
export const findLatestMoveInto = async (
  tx: TDbExecutor,
  companyId: string,
  status: TCompanyStatus,
) => {
  const [row] = await tx
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), eq(companyEvents.toStatus, status)))
    .orderBy(desc(companyEvents.createdAt))
    .limit(1);
  return row;
};

/** The kinds among `kinds` the company has an event of. */
export const eventKindsOf = async (
  tx: TDbExecutor,
  companyId: string,
  kinds: readonly string[],
): Promise<Set<string>> => {
  const rows = await tx
    .select({ kind: companyEvents.kind })
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), inArray(companyEvents.kind, kinds)));
  return new Set(rows.map((e) => e.kind));
};

export const findUserById = async (tx: TDbExecutor, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
};

/** The user with the e-mail, locked for update until the transaction ends. */
export const lockUserByEmail = async (tx: TTransaction, email: string) => {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  return row;
};

export const setUserRole = async (tx: TDbExecutor, userId: string, role: TUserRole) => {
  const [row] = await tx
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email, role: users.role });
  return row;
};

/** The whole catalogue, active and inactive, in its sort order. */
export const listAllProducts = (db: TDbExecutor) =>
  db.select(PRODUCT_COLUMNS).from(products).orderBy(asc(products.sortOrder));

export const updateProduct = async (
  db: TDbExecutor,
  productKey: string,
  changes: TAdminProductChanges,
) => {
  const [row] = await db
    .update(products)
    .set(changes)
    .where(eq(products.productKey, productKey))
    .returning(PRODUCT_COLUMNS);
  return row;
};
