import type { TMailCategory, TMailRule } from '@charterline/shared/schemas/mail';
import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailRules } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

export type TMailRuleRow = typeof mailRules.$inferSelect;

export const toMailRule = (row: TMailRuleRow): TMailRule => ({
  id: row.id,
  category: row.category,
  action: row.action,
  afterDays: row.afterDays,
  applied: row.applied,
  createdAt: row.createdAt.toISOString(),
});

/** The company's rules, in the order of the categories' creation. */
export const listMailRules = async (exec: TDbExecutor, companyId: string): Promise<TMailRule[]> =>
  (
    await exec
      .select()
      .from(mailRules)
      .where(eq(mailRules.companyId, companyId))
      .orderBy(asc(mailRules.createdAt), asc(mailRules.id))
  ).map(toMailRule);

/** One of the company's rules; another company's or an unknown id is the same 404. */
export const findMailRuleOf = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TMailRuleRow> => {
  const [row] = await exec
    .select()
    .from(mailRules)
    .where(and(eq(mailRules.id, id), eq(mailRules.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such rule.' });
  return row;
};

/** The company's rule for a category, if it has one. */
export const ruleForCategory = async (
  exec: TDbExecutor,
  companyId: string,
  category: TMailCategory,
): Promise<TMailRuleRow | null> => {
  const [row] = await exec
    .select()
    .from(mailRules)
    .where(and(eq(mailRules.companyId, companyId), eq(mailRules.category, category)));
  return row ?? null;
};
