import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTransaction } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../db/client';
import {
  booksClosedMonths,
  invoicePayments,
  invoices,
  ledgerAccounts,
  ledgerAttachments,
  ledgerCategories,
  ledgerSplits,
  ledgerTransactions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type TTransactionRow = typeof ledgerTransactions.$inferSelect;

/** The columns a transaction is shown with: its row, account and category names, its lock. */
export const transactionColumns = {
  row: ledgerTransactions,
  accountName: ledgerAccounts.name,
  categoryName: ledgerCategories.name,
};
export type TTransactionSelected = {
  row: TTransactionRow;
  accountName: string | null;
  categoryName: string | null;
};

/** The select with its joins; callers add where/order/limit. */
export const selectTransactions = (exec: TDbExecutor) =>
  exec
    .select(transactionColumns)
    .from(ledgerTransactions)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransactions.accountId))
    .leftJoin(ledgerCategories, eq(ledgerCategories.id, ledgerTransactions.categoryId));

/**
 * The answers for rows of one page: splits, attachments and invoices loaded in one query each
 * (never one per row).
 */
export const toTransactions = async (
  exec: TDbExecutor,
  rows: readonly TTransactionSelected[],
): Promise<TTransaction[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  const splitIds = rows.filter((r) => r.row.isSplit).map((r) => r.row.id);
  // The invoice of a payment, or of the payment a deposit is matched to.
  const paymentOf = new Map<string, string>();
  const matchedIds = rows
    .filter((r) => r.row.matchedId && !r.row.invoicePaymentId)
    .map((r) => r.row.matchedId as string);
  const matchedPayments = matchedIds.length
    ? await exec
        .select({ id: ledgerTransactions.id, paymentId: ledgerTransactions.invoicePaymentId })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.id, matchedIds))
    : [];
  const paymentByTx = new Map(matchedPayments.map((m) => [m.id, m.paymentId]));
  for (const r of rows) {
    const paymentId =
      r.row.invoicePaymentId ?? (r.row.matchedId ? paymentByTx.get(r.row.matchedId) : null);
    if (paymentId) paymentOf.set(r.row.id, paymentId);
  }
  const paymentIds = [...new Set(paymentOf.values())];
  const [splits, attachments, invoiceRows, closed] = await Promise.all([
    splitIds.length
      ? exec
          .select({
            id: ledgerSplits.id,
            transactionId: ledgerSplits.transactionId,
            categoryId: ledgerSplits.categoryId,
            categoryName: ledgerCategories.name,
            amount: ledgerSplits.amount,
            memo: ledgerSplits.memo,
          })
          .from(ledgerSplits)
          .innerJoin(ledgerCategories, eq(ledgerCategories.id, ledgerSplits.categoryId))
          .where(inArray(ledgerSplits.transactionId, splitIds))
          .orderBy(asc(ledgerSplits.transactionId), asc(ledgerSplits.position))
      : [],
    exec
      .select({
        transactionId: ledgerAttachments.transactionId,
        documentId: ledgerAttachments.documentId,
      })
      .from(ledgerAttachments)
      .where(inArray(ledgerAttachments.transactionId, ids))
      .orderBy(asc(ledgerAttachments.createdAt)),
    paymentIds.length
      ? exec
          .select({ paymentId: invoicePayments.id, id: invoices.id, number: invoices.number })
          .from(invoicePayments)
          .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
          .where(inArray(invoicePayments.id, paymentIds))
      : [],
    // A few rows per company: cheaper than a lookup per transaction.
    exec
      .select({ month: booksClosedMonths.month })
      .from(booksClosedMonths)
      .where(eq(booksClosedMonths.companyId, rows[0]?.row.companyId ?? '')),
  ]);
  const closedMonths = new Set(closed.map((c) => c.month));
  const invoiceByPayment = new Map(
    invoiceRows.map((i) => [i.paymentId, { id: i.id, number: i.number }]),
  );
  return rows.map(({ row, accountName, categoryName }) => {
    const paymentId = paymentOf.get(row.id);
    return {
      id: row.id,
      accountId: row.accountId,
      accountName: accountName ?? null,
      date: row.date,
      description: row.description,
      amount: row.amount,
      currency: row.currency,
      categoryId: row.categoryId,
      categoryName: categoryName ?? null,
      counterparty: row.counterparty,
      memo: row.memo,
      source: row.source,
      importId: row.importId,
      splits: splits
        .filter((s) => s.transactionId === row.id)
        .map(({ transactionId: _t, ...s }) => s),
      invoice: (paymentId && invoiceByPayment.get(paymentId)) || null,
      matchedTransactionId: row.matchedId,
      attachmentIds: attachments.filter((a) => a.transactionId === row.id).map((a) => a.documentId),
      locked: closedMonths.has(row.date.slice(0, 7)),
      createdAt: row.createdAt.toISOString(),
    };
  });
};

/** One transaction of the company, as shown (another company's or unknown: 404). */
export const readTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TTransaction> => {
  const rows = await selectTransactions(exec).where(
    and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.companyId, companyId)),
  );
  const [shown] = await toTransactions(exec, rows);
  if (!shown) throw new AppError('NOT_FOUND', { message: 'There is no such transaction.' });
  return shown;
};

/** The company's transaction row (for changes), or 404. */
export const transactionRowOf = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TTransactionRow> => {
  const [row] = await exec
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such transaction.' });
  return row;
};
