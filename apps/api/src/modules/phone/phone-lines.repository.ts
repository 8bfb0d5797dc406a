import { type SQL, and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { phoneCreditEntries, phoneLines } from '../../db/schema';
import type { phoneCalls, phoneMessages } from '../../db/schema';

export type TPhoneLineRow = typeof phoneLines.$inferSelect;
export type TPhoneMessageRow = typeof phoneMessages.$inferSelect;
export type TPhoneCallRow = typeof phoneCalls.$inferSelect;

/** The first active line that matches; `lock` takes the rows for update instead of one row. */
const firstActiveLine = async (
  db: TDbExecutor,
  match: SQL,
  lock = false,
): Promise<TPhoneLineRow | null> => {
  const query = db
    .select()
    .from(phoneLines)
    .where(and(match, eq(phoneLines.status, 'active')));
  return (await (lock ? query.for('update') : query.limit(1)))[0] ?? null;
};

export const findActiveLineOfCompany = (db: TDbExecutor, companyId: string) =>
  firstActiveLine(db, eq(phoneLines.companyId, companyId));

export const findActiveLineByNumber = (db: TDbExecutor, number: string) =>
  firstActiveLine(db, eq(phoneLines.number, number));

/** The active line, locked for a change of its credit. */
export const lockActiveLine = (db: TDbExecutor, companyId: string) =>
  firstActiveLine(db, eq(phoneLines.companyId, companyId), true);

/** The active line of a number, locked (an inbound call holds credit from it). */
export const lockActiveLineByNumber = (db: TDbExecutor, number: string) =>
  firstActiveLine(db, eq(phoneLines.number, number), true);

export const activeNumbersLike = async (db: TDbExecutor, prefix: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ number: phoneLines.number })
        .from(phoneLines)
        .where(and(eq(phoneLines.status, 'active'), sql`${phoneLines.number} like ${`${prefix}%`}`))
    ).map((r) => r.number),
  );

/**
 * One credit change, once per (line, reference): true when it was made (and the balance
 * moved), false when that reference was already booked.
 */
export const addCredit = async (
  db: TDbExecutor,
  input: { lineId: string; amount: number; reason: string; reference: string },
): Promise<boolean> => {
  const [entry] = await db
    .insert(phoneCreditEntries)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: phoneCreditEntries.id });
  if (!entry) return false;
  await db
    .update(phoneLines)
    .set({ creditBalance: sql`${phoneLines.creditBalance} + ${input.amount}` })
    .where(eq(phoneLines.id, input.lineId));
  return true;
};

/**
 * Takes `amount` cents from the line's credit only while that much is left (one conditional
 * update: parallel holds cannot take it twice), with its entry (−amount). Call it inside a
 * transaction: the entry's reference is unique per line, a repeat throws and undoes both.
 */
export const takeCredit = async (
  tx: TDbExecutor,
  input: { lineId: string; amount: number; reason: string; reference: string },
): Promise<boolean> => {
  const [moved] = await tx
    .update(phoneLines)
    .set({ creditBalance: sql`${phoneLines.creditBalance} - ${input.amount}` })
    .where(and(eq(phoneLines.id, input.lineId), gte(phoneLines.creditBalance, input.amount)))
    .returning({ id: phoneLines.id });
  if (!moved) return false;
  await tx.insert(phoneCreditEntries).values({ ...input, amount: -input.amount });
  return true;
};

/** The amount of one booked entry of the line (null: none has that reference). */
export const creditEntryAmount = async (
  db: TDbExecutor,
  lineId: string,
  reference: string,
): Promise<number | null> => {
  const [entry] = await db
    .select({ amount: phoneCreditEntries.amount })
    .from(phoneCreditEntries)
    .where(and(eq(phoneCreditEntries.lineId, lineId), eq(phoneCreditEntries.reference, reference)));
  return entry?.amount ?? null;
};

/** Whether a credit reference was booked on any line of the company's (a recharge once ever). */
export const creditReferenceUsed = async (db: TDbExecutor, reference: string): Promise<boolean> =>
  (
    await db
      .select({ id: phoneCreditEntries.id })
      .from(phoneCreditEntries)
      .where(eq(phoneCreditEntries.reference, reference))
      .limit(1)
  ).length > 0;

export const listLines = (db: TDbExecutor) =>
  db.select().from(phoneLines).orderBy(desc(phoneLines.assignedAt)).limit(500);
