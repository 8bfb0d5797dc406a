import { and, eq, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { localCardTokens, paymentMethods } from '../../db/schema';

export type TPaymentMethodRow = typeof paymentMethods.$inferSelect;
export type TNewPaymentMethod = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'createdAt' | 'replacedAt' | 'companyId'
>;
export type TLocalCardToken = typeof localCardTokens.$inferSelect;

/** The company's current saved card (the one renewals are charged to), if any. */
export const findCurrentPaymentMethod = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TPaymentMethodRow | undefined> => {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), isNull(paymentMethods.replacedAt)));
  return row;
};

/**
 * Makes this card the company's current one; the previous is kept, marked replaced (receipts
 * name it). Run inside a transaction holding the company's lock (one current row per company).
 */
export const replacePaymentMethod = async (
  tx: TDbExecutor,
  companyId: string,
  card: TNewPaymentMethod,
  now: Date,
): Promise<TPaymentMethodRow> => {
  await tx
    .update(paymentMethods)
    .set({ replacedAt: now })
    .where(and(eq(paymentMethods.companyId, companyId), isNull(paymentMethods.replacedAt)));
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...card, companyId, createdAt: now })
    .returning();
  if (!row) throw new Error('no payment method');
  return row;
};

export const insertLocalCardToken = async (
  db: TDbExecutor,
  values: typeof localCardTokens.$inferInsert,
): Promise<void> => {
  await db.insert(localCardTokens).values(values);
};

export const findLocalCardToken = async (
  db: TDbExecutor,
  token: string,
): Promise<TLocalCardToken | undefined> => {
  const [row] = await db.select().from(localCardTokens).where(eq(localCardTokens.token, token));
  return row;
};
