import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  FORM_5472_KINDS,
  FORM_5472_LABELS,
  type TForm5472Kind,
  type TForm5472Summary,
} from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../../db/client';
import {
  companyOwners,
  ledgerCategories as cat,
  ledgerSplits,
  ledgerTransactions as tx,
} from '../../../db/schema';
import type { TCompanyRow } from '../../companies';
import { companyLegalName } from './report-period';

/**
 * The Form 5472 summary of a tax year (decision 0149): what the books say moved between the
 * LLC and its foreign owner, by the category's `form5472` line. Whole transactions count by
 * their category, split ones by their parts; every currency, each totalled on its own.
 */
export const form5472Summary = async (
  exec: TDbExecutor,
  company: TCompanyRow,
  year: number,
): Promise<TForm5472Summary> => {
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const inYear = and(eq(tx.companyId, company.id), gte(tx.date, from), lte(tx.date, to));
  const fields = {
    id: tx.id,
    date: tx.date,
    description: tx.description,
    currency: tx.currency,
    kind: cat.form5472,
    categoryName: cat.name,
  };
  const [whole, parts, [uncategorised], owners] = await Promise.all([
    exec
      .select({ ...fields, amount: tx.amount })
      .from(tx)
      .innerJoin(cat, eq(cat.id, tx.categoryId))
      .where(and(inYear, isNotNull(cat.form5472), eq(tx.isSplit, false)))
      .orderBy(asc(tx.date), asc(tx.createdAt)),
    exec
      .select({ ...fields, amount: ledgerSplits.amount })
      .from(ledgerSplits)
      .innerJoin(tx, eq(tx.id, ledgerSplits.transactionId))
      .innerJoin(cat, eq(cat.id, ledgerSplits.categoryId))
      .where(and(inYear, isNotNull(cat.form5472), eq(tx.isSplit, true)))
      .orderBy(asc(tx.date), asc(ledgerSplits.position)),
    exec
      .select({ n: sql<number>`count(*)::int` })
      .from(tx)
      .where(and(inYear, isNull(tx.categoryId), eq(tx.isSplit, false))),
    exec
      .select()
      .from(companyOwners)
      .where(eq(companyOwners.companyId, company.id))
      .orderBy(companyOwners.position),
  ]);
  const transactions = [...whole, ...parts]
    .filter((t): t is typeof t & { kind: TForm5472Kind } => t.kind !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const lines = FORM_5472_KINDS.map((kind) => {
    const mine = transactions.filter((t) => t.kind === kind);
    const sums = new Map<string, number>();
    for (const t of mine) sums.set(t.currency, (sums.get(t.currency) ?? 0) + t.amount);
    const totals = [...sums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount: Math.abs(amount) }));
    return { kind, label: FORM_5472_LABELS[kind], totals, count: mine.length };
  });
  return {
    year,
    company: { name: companyLegalName(company), ein: company.ein ?? null },
    owners: owners.map((o) => ({
      name: `${o.firstName} ${o.lastName}`.trim(),
      country: o.address?.country ?? null,
    })),
    lines,
    transactions: transactions.map((t) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      amount: t.amount,
      currency: t.currency,
      kind: t.kind,
      categoryName: t.categoryName,
    })),
    uncategorisedInYear: uncategorised?.n ?? 0,
  };
};
