import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TMailRequestStatus } from '@charterline/shared/schemas/mail';
import type { TDbExecutor } from '../../../db/client';
import { companies, mailForwardingAddresses, mailItems, mailRequests } from '../../../db/schema';

export type TMailItemRow = typeof mailItems.$inferSelect;
export type TMailRequestRow = typeof mailRequests.$inferSelect;
export type TForwardingAddressRow = typeof mailForwardingAddresses.$inferSelect;

export const OPEN_STATUSES: TMailRequestStatus[] = ['awaiting_payment', 'requested'];

export { isUniqueViolation } from '../../../db/errors';

/** The company's letter, locked for the change (null: none, or another company's). */
export const lockMailItem = async (
  tx: TDbExecutor,
  companyId: string,
  itemId: string,
): Promise<TMailItemRow | null> => {
  const [row] = await tx
    .select()
    .from(mailItems)
    .where(and(eq(mailItems.id, itemId), eq(mailItems.companyId, companyId)))
    .for('update');
  return row ?? null;
};

export const updateMailItem = async (
  tx: TDbExecutor,
  id: string,
  values: Partial<typeof mailItems.$inferInsert>,
): Promise<void> => {
  await tx
    .update(mailItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mailItems.id, id));
};

/** Every request of a letter, newest first. */
export const requestsOfItem = (tx: TDbExecutor, itemId: string): Promise<TMailRequestRow[]> =>
  tx
    .select()
    .from(mailRequests)
    .where(eq(mailRequests.mailItemId, itemId))
    .orderBy(desc(mailRequests.createdAt), desc(mailRequests.id));

export const insertMailRequest = async (
  tx: TDbExecutor,
  values: typeof mailRequests.$inferInsert,
): Promise<TMailRequestRow> => {
  const [row] = await tx.insert(mailRequests).values(values).returning();
  if (!row) throw new Error('no mail request');
  return row;
};

export const lockMailRequest = async (
  tx: TDbExecutor,
  id: string,
): Promise<TMailRequestRow | null> => {
  const [row] = await tx.select().from(mailRequests).where(eq(mailRequests.id, id)).for('update');
  return row ?? null;
};

export const findMailRequestOf = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TMailRequestRow | null> => {
  const [row] = await db
    .select()
    .from(mailRequests)
    .where(and(eq(mailRequests.id, id), eq(mailRequests.companyId, companyId)))
    .limit(1);
  return row ?? null;
};

export const updateMailRequest = async (
  tx: TDbExecutor,
  id: string,
  values: Partial<typeof mailRequests.$inferInsert>,
): Promise<TMailRequestRow> => {
  const [row] = await tx
    .update(mailRequests)
    .set(values)
    .where(eq(mailRequests.id, id))
    .returning();
  if (!row) throw new Error('no mail request');
  return row;
};

/** Open requests of every company (or one status), oldest first, with company and letter. */
export const listOpenRequests = (db: TDbExecutor, statuses: TMailRequestStatus[]) =>
  db
    .select({
      request: mailRequests,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
      sender: mailItems.sender,
      category: mailItems.category,
      receivedOn: mailItems.receivedOn,
    })
    .from(mailRequests)
    .innerJoin(mailItems, eq(mailItems.id, mailRequests.mailItemId))
    .innerJoin(companies, eq(companies.id, mailRequests.companyId))
    .where(inArray(mailRequests.status, statuses))
    .orderBy(asc(mailRequests.createdAt), asc(mailRequests.id))
    .limit(500);

/** The company's saved forwarding addresses (not deleted), oldest first. */
export const listForwardingAddresses = (
  db: TDbExecutor,
  companyId: string,
): Promise<TForwardingAddressRow[]> =>
  db
    .select()
    .from(mailForwardingAddresses)
    .where(
      and(
        eq(mailForwardingAddresses.companyId, companyId),
        isNull(mailForwardingAddresses.deletedAt),
      ),
    )
    .orderBy(asc(mailForwardingAddresses.createdAt), asc(mailForwardingAddresses.id));

export const findForwardingAddress = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TForwardingAddressRow | null> => {
  const [row] = await db
    .select()
    .from(mailForwardingAddresses)
    .where(
      and(
        eq(mailForwardingAddresses.id, id),
        eq(mailForwardingAddresses.companyId, companyId),
        isNull(mailForwardingAddresses.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const insertForwardingAddress = async (
  db: TDbExecutor,
  values: typeof mailForwardingAddresses.$inferInsert,
): Promise<TForwardingAddressRow> => {
  const [row] = await db.insert(mailForwardingAddresses).values(values).returning();
  if (!row) throw new Error('no forwarding address');
  return row;
};

export const softDeleteForwardingAddress = async (
  db: TDbExecutor,
  id: string,
  at: Date,
): Promise<void> => {
  await db
    .update(mailForwardingAddresses)
    .set({ deletedAt: at })
    .where(eq(mailForwardingAddresses.id, id));
};

export const findMailRequest = async (
  db: TDbExecutor,
  id: string,
): Promise<TMailRequestRow | null> => {
  const [row] = await db.select().from(mailRequests).where(eq(mailRequests.id, id)).limit(1);
  return row ?? null;
};
