import { and, eq } from 'drizzle-orm';
import type { TChartKey } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../../db/client';
import {
  ledgerAccounts,
  ledgerCategories,
  ledgerSplits,
  ledgerTransactions,
} from '../../../db/schema';
import { ensureChart } from '../chart';

/**
 * Books written straight into the tables (the ledger routes are another module's): accounts,
 * transactions by category key, splits. For the reports, ops and access tests.
 */
export const booksWriter = async (db: TDbExecutor, companyId: string) => {
  await ensureChart(db, companyId);
  const chart = await db
    .select({ id: ledgerCategories.id, key: ledgerCategories.key })
    .from(ledgerCategories)
    .where(eq(ledgerCategories.companyId, companyId));
  const cat = (key: TChartKey): string => {
    const found = chart.find((c) => c.key === key);
    if (!found) throw new Error(`no category ${key}`);
    return found.id;
  };
  const account = async (
    values: {
      name?: string;
      currency?: string;
      openingBalance?: number;
      openingDate?: string;
      archived?: boolean;
    } = {},
  ) => {
    const [row] = await db
      .insert(ledgerAccounts)
      .values({
        companyId,
        name: values.name ?? 'Mercury Checking',
        currency: values.currency ?? 'USD',
        openingBalance: values.openingBalance ?? 0,
        openingDate: values.openingDate ?? '2026-01-01',
        archivedAt: values.archived ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('no account');
    return row.id;
  };
  const transaction = async (values: {
    accountId: string | null;
    date: string;
    amount: number;
    category?: TChartKey | null;
    categoryId?: string | null;
    description?: string;
    currency?: string;
    source?: 'manual' | 'import' | 'invoice_payment';
    matchedId?: string | null;
  }) => {
    const [row] = await db
      .insert(ledgerTransactions)
      .values({
        companyId,
        accountId: values.accountId,
        date: values.date,
        amount: values.amount,
        currency: values.currency ?? 'USD',
        description: values.description ?? 'Transaction',
        categoryId: values.categoryId ?? (values.category ? cat(values.category) : null),
        source: values.source ?? 'manual',
        matchedId: values.matchedId ?? null,
      })
      .returning();
    if (!row) throw new Error('no transaction');
    return row.id;
  };
  /** Splits a transaction into parts (the parts must add up to its amount). */
  const split = async (transactionId: string, parts: { category: TChartKey; amount: number }[]) => {
    await db
      .update(ledgerTransactions)
      .set({ isSplit: true, categoryId: null })
      .where(
        and(eq(ledgerTransactions.id, transactionId), eq(ledgerTransactions.companyId, companyId)),
      );
    await db.insert(ledgerSplits).values(
      parts.map((p, position) => ({
        transactionId,
        companyId,
        categoryId: cat(p.category),
        amount: p.amount,
        position,
      })),
    );
  };
  return { cat, account, transaction, split };
};
