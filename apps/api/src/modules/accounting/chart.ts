import { and, eq } from 'drizzle-orm';
import { DEFAULT_CHART, type TChartKey } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../db/client';
import { ledgerCategories } from '../../db/schema';

/**
 * Seeds the company's chart from DEFAULT_CHART the first time its books are used (decision
 * 0146). Safe to call from two requests at once: the (company, key) index keeps one of each.
 */
export const ensureChart = async (exec: TDbExecutor, companyId: string): Promise<void> => {
  const seeded = await exec
    .select({ id: ledgerCategories.id })
    .from(ledgerCategories)
    .where(and(eq(ledgerCategories.companyId, companyId), eq(ledgerCategories.key, 'sales')))
    .limit(1);
  if (seeded.length > 0) return;
  await exec
    .insert(ledgerCategories)
    .values(
      DEFAULT_CHART.map((c, position) => ({
        companyId,
        key: c.key,
        name: c.name,
        type: c.type,
        form5472: 'form5472' in c ? c.form5472 : null,
        position,
      })),
    )
    .onConflictDoNothing();
};

/** The id of a system category (after ensureChart). */
export const categoryIdByKey = async (
  exec: TDbExecutor,
  companyId: string,
  key: TChartKey,
): Promise<string> => {
  await ensureChart(exec, companyId);
  const [row] = await exec
    .select({ id: ledgerCategories.id })
    .from(ledgerCategories)
    .where(and(eq(ledgerCategories.companyId, companyId), eq(ledgerCategories.key, key)));
  if (!row) throw new Error(`categoryIdByKey: no ${key} for ${companyId}`);
  return row.id;
};
