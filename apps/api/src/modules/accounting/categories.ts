import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  TCategory,
  ZCategoryInput,
  ZCategoryPatch,
} from '@charterline/shared/schemas/accounting';
import type { z } from 'zod';
import type { TDbExecutor } from '../../db/client';
import { ledgerCategories, ledgerSplits, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type TCategoryRow = typeof ledgerCategories.$inferSelect;

const toCategory = (row: TCategoryRow, count: number): TCategory => ({
  id: row.id,
  key: row.key,
  name: row.name,
  type: row.type,
  form5472: row.form5472 ?? null,
  archived: row.archivedAt !== null,
  transactionCount: count,
});

/** Transactions in each category plus split parts in it: two grouped subqueries, one query. */
export const listCategories = async (
  exec: TDbExecutor,
  companyId: string,
  onlyId?: string,
): Promise<TCategory[]> => {
  const direct = exec
    .select({
      categoryId: ledgerTransactions.categoryId,
      n: sql<number>`count(*)`.mapWith(Number).as('n'),
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.companyId, companyId))
    .groupBy(ledgerTransactions.categoryId)
    .as('direct');
  const parts = exec
    .select({
      categoryId: ledgerSplits.categoryId,
      n: sql<number>`count(*)`.mapWith(Number).as('parts_n'),
    })
    .from(ledgerSplits)
    .where(eq(ledgerSplits.companyId, companyId))
    .groupBy(ledgerSplits.categoryId)
    .as('parts');
  const rows = await exec
    .select({ category: ledgerCategories, direct: direct.n, parts: parts.n })
    .from(ledgerCategories)
    .leftJoin(direct, eq(direct.categoryId, ledgerCategories.id))
    .leftJoin(parts, eq(parts.categoryId, ledgerCategories.id))
    .where(
      and(
        eq(ledgerCategories.companyId, companyId),
        onlyId ? eq(ledgerCategories.id, onlyId) : undefined,
      ),
    )
    .orderBy(
      asc(ledgerCategories.position),
      asc(ledgerCategories.createdAt),
      asc(ledgerCategories.name),
    );
  return rows.map((r) => toCategory(r.category, Number(r.direct ?? 0) + Number(r.parts ?? 0)));
};

export const readCategory = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TCategory> => {
  const [category] = await listCategories(exec, companyId, id);
  if (!category) throw new AppError('NOT_FOUND', { message: 'There is no such category.' });
  return category;
};

/** Names are unique per company whatever the case: a duplicate is a 400 on the name field. */
const assertNameFree = async (
  exec: TDbExecutor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<void> => {
  const [clash] = await exec
    .select({ id: ledgerCategories.id })
    .from(ledgerCategories)
    .where(
      and(
        eq(ledgerCategories.companyId, companyId),
        sql`lower(${ledgerCategories.name}) = lower(${name})`,
        exceptId ? ne(ledgerCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'name',
      message: 'There is already a category with this name',
    });
  }
};

export const createCategory = async (
  exec: TDbExecutor,
  companyId: string,
  input: z.infer<typeof ZCategoryInput>,
): Promise<TCategory> => {
  await assertNameFree(exec, companyId, input.name);
  const [row] = await exec
    .insert(ledgerCategories)
    .values({
      companyId,
      name: input.name,
      type: input.type,
      form5472: input.form5472 ?? null,
      position: sql`(select coalesce(max(position), 0) + 1 from ledger_categories where company_id = ${companyId})`,
    })
    .onConflictDoNothing()
    .returning();
  // Two requests creating the same name at once: the unique index keeps one.
  if (!row) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'name',
      message: 'There is already a category with this name',
    });
  }
  return toCategory(row, 0);
};

export const changeCategory = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  patch: z.infer<typeof ZCategoryPatch>,
): Promise<TCategory> => {
  await readCategory(exec, companyId, id);
  if (patch.name) await assertNameFree(exec, companyId, patch.name, id);
  const { archived, ...fields } = patch;
  const values = {
    ...fields,
    ...(archived === undefined
      ? {}
      : { archivedAt: archived ? sql`coalesce(${ledgerCategories.archivedAt}, now())` : null }),
  };
  // An empty patch (every key unknown, stripped by the schema) changes nothing.
  if (Object.keys(values).length > 0) {
    await exec
      .update(ledgerCategories)
      .set(values)
      .where(and(eq(ledgerCategories.id, id), eq(ledgerCategories.companyId, companyId)));
  }
  return readCategory(exec, companyId, id);
};

/** Only a custom category nothing uses goes (system ones and used ones: CATEGORY_IN_USE). */
export const deleteCategory = async (exec: TDbExecutor, companyId: string, id: string) => {
  const category = await readCategory(exec, companyId, id);
  if (category.key !== null || category.transactionCount > 0) {
    throw new AppError('CATEGORY_IN_USE');
  }
  await exec
    .delete(ledgerCategories)
    .where(and(eq(ledgerCategories.id, id), eq(ledgerCategories.companyId, companyId)));
};

/** Refuses (404) a category id that is not the company's. */
export const assertCategoriesOf = async (
  exec: TDbExecutor,
  companyId: string,
  ids: readonly string[],
): Promise<void> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await exec
    .select({ id: ledgerCategories.id })
    .from(ledgerCategories)
    .where(and(eq(ledgerCategories.companyId, companyId), inArray(ledgerCategories.id, unique)));
  if (found.length !== unique.length) {
    throw new AppError('NOT_FOUND', { field: 'categoryId', message: 'There is no such category.' });
  }
};
