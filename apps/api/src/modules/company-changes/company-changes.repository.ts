import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { companyChanges, referenceChangeFilings, subscriptions } from '../../db/schema';
import { changeFilingWithFacts, readLegalFacts } from '../legal-facts';

export type TChangeRow = typeof companyChanges.$inferSelect;
export type TNewChange = typeof companyChanges.$inferInsert;
export type TChangeFilingRow = typeof referenceChangeFilings.$inferSelect;

export const insertChange = async (tx: TDbExecutor, values: TNewChange): Promise<TChangeRow> => {
  const [row] = await tx.insert(companyChanges).values(values).returning();
  if (!row) throw new Error('no change');
  return row;
};

export const updateChange = async (
  tx: TDbExecutor,
  id: string,
  values: Partial<TNewChange>,
): Promise<TChangeRow> => {
  const [row] = await tx
    .update(companyChanges)
    .set(values)
    .where(eq(companyChanges.id, id))
    .returning();
  if (!row) throw new Error('no change');
  return row;
};

/** Every change of the company, newest first. */
export const listChangesOf = (db: TDbExecutor, companyId: string): Promise<TChangeRow[]> =>
  db
    .select()
    .from(companyChanges)
    .where(eq(companyChanges.companyId, companyId))
    .orderBy(desc(companyChanges.createdAt), desc(companyChanges.id));

/** One change of the company (another company's: null). */
export const findChangeOf = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TChangeRow | null> => {
  const [row] = await db
    .select()
    .from(companyChanges)
    .where(and(eq(companyChanges.id, id), eq(companyChanges.companyId, companyId)));
  return row ?? null;
};

/** One change, locked for the rest of the transaction. */
export const lockChange = async (tx: TDbExecutor, id: string): Promise<TChangeRow | null> => {
  const [row] = await tx
    .select()
    .from(companyChanges)
    .where(eq(companyChanges.id, id))
    .for('update');
  return row ?? null;
};

/** The company's changes waiting for payment or being filed. */
export const openChangesOf = (db: TDbExecutor, companyId: string): Promise<TChangeRow[]> =>
  db
    .select()
    .from(companyChanges)
    .where(
      and(
        eq(companyChanges.companyId, companyId),
        inArray(companyChanges.status, ['awaiting_payment', 'in_progress']),
      ),
    );

/**
 * What the state asks for each kind of change (reference data), keyed by kind; its form and
 * fee as the facts table says (issue 35, decision 0181).
 */
export const changeFilingsOf = async (
  db: TDatabase,
  state: string,
): Promise<Map<string, TChangeFilingRow>> => {
  const [rows, facts] = await Promise.all([
    db
      .select()
      .from(referenceChangeFilings)
      .where(eq(referenceChangeFilings.state, state.toUpperCase())),
    readLegalFacts(db),
  ]);
  return new Map(rows.map((r) => [r.kind, changeFilingWithFacts(r, facts)]));
};

/** A closed company renews nothing: each running subscription stops at its term end. */
export const stopRenewalsOf = async (
  tx: TDbExecutor,
  companyId: string,
  now: Date,
): Promise<number> => {
  const rows = await tx
    .update(subscriptions)
    .set({ cancelRequestedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']),
        isNull(subscriptions.cancelRequestedAt),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
};
