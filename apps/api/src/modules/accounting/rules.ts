import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { firstMatchingRule } from '@charterline/shared/rules/ledger-rules';
import type { TRule, ZRuleInput } from '@charterline/shared/schemas/accounting';
import type { z } from 'zod';
import type { TDbExecutor } from '../../db/client';
import { ledgerAccounts, ledgerCategories, ledgerRules, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertCategoriesOf } from './categories';

export type TRuleRow = typeof ledgerRules.$inferSelect;

/** The company's rules in the order they are tried (helper A applies them at import). */
export const loadRules = (exec: TDbExecutor, companyId: string): Promise<TRuleRow[]> =>
  exec
    .select()
    .from(ledgerRules)
    .where(eq(ledgerRules.companyId, companyId))
    .orderBy(asc(ledgerRules.position), asc(ledgerRules.createdAt), asc(ledgerRules.id));

export const listRules = async (
  exec: TDbExecutor,
  companyId: string,
  onlyId?: string,
): Promise<TRule[]> => {
  const rows = await exec
    .select({ rule: ledgerRules, categoryName: ledgerCategories.name })
    .from(ledgerRules)
    .innerJoin(ledgerCategories, eq(ledgerCategories.id, ledgerRules.categoryId))
    .where(
      and(eq(ledgerRules.companyId, companyId), onlyId ? eq(ledgerRules.id, onlyId) : undefined),
    )
    .orderBy(asc(ledgerRules.position), asc(ledgerRules.createdAt), asc(ledgerRules.id));
  return rows.map(({ rule, categoryName }) => ({
    id: rule.id,
    position: rule.position,
    descriptionContains: rule.descriptionContains,
    direction: rule.direction,
    amountMin: rule.amountMin,
    amountMax: rule.amountMax,
    accountId: rule.accountId,
    categoryId: rule.categoryId,
    categoryName,
    counterparty: rule.counterparty,
    createdAt: rule.createdAt.toISOString(),
  }));
};

const readRule = async (exec: TDbExecutor, companyId: string, id: string): Promise<TRule> => {
  const [rule] = await listRules(exec, companyId, id);
  if (!rule) throw new AppError('NOT_FOUND', { message: 'There is no such rule.' });
  return rule;
};

type TRuleValues = z.infer<typeof ZRuleInput>;

/** The rule's category and account must be the company's. */
const checkedValues = async (exec: TDbExecutor, companyId: string, input: TRuleValues) => {
  await assertCategoriesOf(exec, companyId, [input.categoryId]);
  if (input.accountId) {
    const [account] = await exec
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, input.accountId), eq(ledgerAccounts.companyId, companyId)));
    if (!account) {
      throw new AppError('NOT_FOUND', { field: 'accountId', message: 'There is no such account.' });
    }
  }
  return {
    descriptionContains: input.descriptionContains ?? null,
    direction: input.direction,
    amountMin: input.amountMin ?? null,
    amountMax: input.amountMax ?? null,
    accountId: input.accountId ?? null,
    categoryId: input.categoryId,
    counterparty: input.counterparty ?? null,
  };
};

/** A new rule goes last (position = max + 1). */
export const createRule = async (
  exec: TDbExecutor,
  companyId: string,
  input: TRuleValues,
): Promise<TRule> => {
  const values = await checkedValues(exec, companyId, input);
  const [row] = await exec
    .insert(ledgerRules)
    .values({
      companyId,
      ...values,
      position: sql`(select coalesce(max(position), 0) + 1 from ledger_rules where company_id = ${companyId})`,
    })
    .returning({ id: ledgerRules.id });
  if (!row) throw new Error('rule insert returned nothing');
  return readRule(exec, companyId, row.id);
};

export const replaceRule = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  input: TRuleValues,
): Promise<TRule> => {
  await readRule(exec, companyId, id);
  const values = await checkedValues(exec, companyId, input);
  await exec
    .update(ledgerRules)
    .set(values)
    .where(and(eq(ledgerRules.id, id), eq(ledgerRules.companyId, companyId)));
  return readRule(exec, companyId, id);
};

export const deleteRule = async (exec: TDbExecutor, companyId: string, id: string) => {
  await readRule(exec, companyId, id);
  await exec
    .delete(ledgerRules)
    .where(and(eq(ledgerRules.id, id), eq(ledgerRules.companyId, companyId)));
};

const APPLY_BATCH = 1000;

/**
 * Applies the rules to uncategorised, unsplit transactions of open months (invoice payments
 * have their category), in keyset batches so 100,000 rows never sit in memory at once.
 */
export const applyRules = async (
  exec: TDbExecutor,
  companyId: string,
): Promise<{ examined: number; categorised: number }> => {
  const rules = await loadRules(exec, companyId);
  let examined = 0;
  let categorised = 0;
  if (rules.length === 0) return { examined, categorised };
  let after: string | null = null;
  for (;;) {
    const batch: { id: string; description: string; amount: number; accountId: string | null }[] =
      await exec
        .select({
          id: ledgerTransactions.id,
          description: ledgerTransactions.description,
          amount: ledgerTransactions.amount,
          accountId: ledgerTransactions.accountId,
        })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.companyId, companyId),
            isNull(ledgerTransactions.categoryId),
            eq(ledgerTransactions.isSplit, false),
            sql`${ledgerTransactions.source} <> 'invoice_payment'`,
            sql`not exists (select 1 from books_closed_months m where m.company_id = ${ledgerTransactions.companyId} and m.month = to_char(${ledgerTransactions.date}, 'YYYY-MM'))`,
            after ? gt(ledgerTransactions.id, after) : undefined,
          ),
        )
        .orderBy(asc(ledgerTransactions.id))
        .limit(APPLY_BATCH);
    if (batch.length === 0) break;
    examined += batch.length;
    const updates: { id: string; categoryId: string; counterparty: string | null }[] = [];
    for (const tx of batch) {
      const rule = firstMatchingRule(rules, tx);
      if (rule)
        updates.push({ id: tx.id, categoryId: rule.categoryId, counterparty: rule.counterparty });
    }
    if (updates.length > 0) {
      // One UPDATE per batch from a VALUES list; the rule's counterparty only when it gives one.
      const values = sql.join(
        updates.map((u) => sql`(${u.id}::uuid, ${u.categoryId}::uuid, ${u.counterparty}::text)`),
        sql`, `,
      );
      await exec.execute(sql`
        update ${ledgerTransactions} t set category_id = v.category_id,
          counterparty = coalesce(v.counterparty, t.counterparty), updated_at = now()
        from (values ${values}) as v(id, category_id, counterparty)
        where t.id = v.id and t.company_id = ${companyId} and t.category_id is null
          and t.is_split = false`);
      categorised += updates.length;
    }
    after = batch.at(-1)?.id ?? null;
    if (batch.length < APPLY_BATCH) break;
  }
  return { examined, categorised };
};
