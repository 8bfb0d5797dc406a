import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { phoneCreditEntries, phoneLines } from '../../db/schema';
import type { phoneCalls, phoneMessages } from '../../db/schema';

export type TPhoneLineRow = typeof phoneLines.$inferSelect;
export type TPhoneMessageRow = typeof phoneMessages.$inferSelect;
export type TPhoneCallRow = typeof phoneCalls.$inferSelect;

export const findActiveLineOfCompany = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TPhoneLineRow | null> =>
  (
    await db
      .select()
      .from(phoneLines)
      .where(and(eq(phoneLines.companyId, companyId), eq(phoneLines.status, 'active')))
      .limit(1)
  )[0] ?? null;

export const findActiveLineByNumber = async (
  db: TDbExecutor,
  number: string,
): Promise<TPhoneLineRow | null> =>
  (
    await db
      .select()
      .from(phoneLines)
      .where(and(eq(phoneLines.number, number), eq(phoneLines.status, 'active')))
      .limit(1)
  )[0] ?? null;

/** The active line, locked for a change of its credit. */
export const lockActiveLine = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TPhoneLineRow | null> =>
  (
    await db
      .select()
      .from(phoneLines)
      .where(and(eq(phoneLines.companyId, companyId), eq(phoneLines.status, 'active')))
      .for('update')
  )[0] ?? null;

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
