import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_CHART, type TChartKey } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../db/client';
import { ledgerCategories } from '../../db/schema';
import { splitBookedTax } from './split-tax-collected';

/** What ensureChart did: nothing to do, a new chart, or system categories added to an old one. */
export type TChartState = 'current' | 'seeded' | { added: TChartKey[] };

type TChartEntry = (typeof DEFAULT_CHART)[number];
const rowOf = (companyId: string, c: TChartEntry, position: number, name: string = c.name) => ({
  companyId,
  key: c.key,
  name,
  type: c.type,
  form5472: 'form5472' in c ? c.form5472 : null,
  position,
});

/**
 * Seeds the company's chart from DEFAULT_CHART the first time its books are used (decision
 * 0146), and gives a chart seeded before a system category existed the ones it lacks (decision
 * 0184: "Sales tax / VAT collected"), after the company's own. Safe to call from two requests
 * at once: the (company, key) index keeps one of each. A custom category that already has a
 * system category's name keeps it; the system one is then named "… (system)".
 */
export const ensureChart = async (exec: TDbExecutor, companyId: string): Promise<TChartState> => {
  const present = await exec
    .select({ key: ledgerCategories.key })
    .from(ledgerCategories)
    .where(and(eq(ledgerCategories.companyId, companyId), isNotNull(ledgerCategories.key)));
  if (present.length >= DEFAULT_CHART.length) return 'current';
  if (present.length === 0) {
    await exec
      .insert(ledgerCategories)
      .values(DEFAULT_CHART.map((c, position) => rowOf(companyId, c, position)))
      .onConflictDoNothing();
    return 'seeded';
  }
  // An older chart: the missing system categories, and what their arrival changes in the
  // books, in one transaction (a failure leaves the chart old, to be upgraded next time).
  return exec.transaction(async (tx) => {
    const have = new Set(present.map((p) => p.key));
    const added: TChartKey[] = [];
    for (const c of DEFAULT_CHART.filter((entry) => !have.has(entry.key))) {
      const position = sql<number>`(select coalesce(max(position), 0) + 1 from ledger_categories where company_id = ${companyId})`;
      for (const name of [c.name, `${c.name} (system)`]) {
        const inserted = await tx
          .insert(ledgerCategories)
          .values({ ...rowOf(companyId, c, 0, name), position })
          .onConflictDoNothing()
          .returning({ key: ledgerCategories.key });
        if (inserted.length > 0) {
          added.push(c.key);
          break;
        }
        // Another request added it meanwhile (the key): nothing more to do.
        const [there] = await tx
          .select({ id: ledgerCategories.id })
          .from(ledgerCategories)
          .where(and(eq(ledgerCategories.companyId, companyId), eq(ledgerCategories.key, c.key)));
        if (there) break;
      }
    }
    // Decision 0184: the tax part of the invoice payments booked before it goes to it.
    if (added.includes('sales_tax_collected')) await splitBookedTax(tx, companyId);
    return added.length > 0 ? { added } : ('current' as const);
  });
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
