import { asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { referenceStates } from '../../db/schema';

export type TStateRow = typeof referenceStates.$inferSelect;

/** The 50 states and DC with their fees, by name. */
export const listStates = (db: TDbExecutor): Promise<TStateRow[]> =>
  db.select().from(referenceStates).orderBy(asc(referenceStates.name));

/** One state by its two-letter code, or null when there is none. */
export const findState = async (db: TDbExecutor, code: string): Promise<TStateRow | null> => {
  const [row] = await db.select().from(referenceStates).where(eq(referenceStates.code, code));
  return row ?? null;
};
