import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TTransaction } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments, ledgerAttachments, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMonthsOpen } from './closed-months';
import {
  readTransaction,
  selectTransactions,
  toTransactions,
  transactionRowOf,
  type TTransactionRow,
} from './transaction-view';

/** How far apart a payment and its deposit may be (decision 0148). */
export const MATCH_WINDOW_DAYS = 14;

const isPayment = (row: TTransactionRow) => row.source === 'invoice_payment';
const isDeposit = (row: TTransactionRow) =>
  (row.source === 'import' || row.source === 'manual') && row.amount > 0;

/**
 * GET /transactions/{id}/match-candidates: for a deposit, unmatched invoice payments; for an
 * invoice payment, unmatched deposits — same amount and currency, within ±14 days, nearest first.
 */
export const matchCandidates = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TTransaction[]> => {
  const row = await transactionRowOf(exec, companyId, id);
  if (row.matchedId || !(isPayment(row) || isDeposit(row))) return [];
  const t = ledgerTransactions;
  const rows = await selectTransactions(exec)
    .where(
      and(
        eq(t.companyId, companyId),
        ne(t.id, row.id),
        isNull(t.matchedId),
        eq(t.amount, row.amount),
        eq(t.currency, row.currency),
        isPayment(row) ? sql`${t.source} in ('import', 'manual')` : eq(t.source, 'invoice_payment'),
        sql`${t.date} between ${row.date}::date - ${MATCH_WINDOW_DAYS}::int and ${row.date}::date + ${MATCH_WINDOW_DAYS}::int`,
      ),
    )
    .orderBy(sql`abs(${t.date} - ${row.date}::date)`, asc(t.date), asc(t.id))
    .limit(20);
  return toTransactions(exec, rows);
};

/**
 * POST /transactions/{id}/match: links a deposit and an unmatched invoice payment of the same
 * amount and currency (either may be named first); the deposit takes the payment's category
 * and counterparty. Anything else: MATCH_NOT_POSSIBLE.
 */
export const matchTransactions = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  otherId: string,
): Promise<TTransaction> => {
  const [a, b] = await Promise.all([
    transactionRowOf(exec, companyId, id),
    transactionRowOf(exec, companyId, otherId),
  ]);
  const payment = isPayment(a) ? a : isPayment(b) ? b : null;
  const deposit = payment === a ? b : a;
  if (
    !payment ||
    !isDeposit(deposit) ||
    payment.matchedId ||
    deposit.matchedId ||
    payment.amount !== deposit.amount ||
    payment.currency !== deposit.currency
  ) {
    throw new AppError('MATCH_NOT_POSSIBLE');
  }
  await assertMonthsOpen(exec, companyId, [deposit.date]);
  // Both sides unmatched at the moment of writing: a concurrent match of either loses.
  const linked = await exec
    .update(ledgerTransactions)
    .set({
      matchedId: sql`case when ${ledgerTransactions.id} = ${payment.id}::uuid then ${deposit.id}::uuid else ${payment.id}::uuid end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(ledgerTransactions.id, [payment.id, deposit.id]),
        isNull(ledgerTransactions.matchedId),
      ),
    )
    .returning({ id: ledgerTransactions.id });
  if (linked.length !== 2) throw new AppError('MATCH_NOT_POSSIBLE');
  // The deposit counts instead of the payment: it takes the payment's category, or its parts
  // (a taxed payment: Sales and the tax collected, decision 0184), the same amounts.
  await exec
    .update(ledgerTransactions)
    .set({
      categoryId: payment.isSplit ? null : payment.categoryId,
      counterparty: payment.counterparty ?? deposit.counterparty,
      isSplit: payment.isSplit,
    })
    .where(eq(ledgerTransactions.id, deposit.id));
  if (deposit.isSplit) {
    await exec.execute(sql`delete from ledger_splits where transaction_id = ${deposit.id}`);
  }
  if (payment.isSplit) {
    await exec.execute(sql`
      insert into ledger_splits (transaction_id, company_id, category_id, amount, memo, position)
      select ${deposit.id}::uuid, company_id, category_id, amount, memo, position
      from ledger_splits where transaction_id = ${payment.id}::uuid`);
  }
  return readTransaction(exec, companyId, id);
};

/** DELETE /transactions/{id}/match: unlinks both sides (the deposit keeps its category). */
export const unmatchTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TTransaction> => {
  const row = await transactionRowOf(exec, companyId, id);
  if (row.matchedId) {
    const other = await transactionRowOf(exec, companyId, row.matchedId);
    const deposit = isPayment(row) ? other : row;
    await assertMonthsOpen(exec, companyId, [deposit.date]);
    await exec
      .update(ledgerTransactions)
      .set({ matchedId: null, updatedAt: new Date() })
      .where(
        and(
          eq(ledgerTransactions.companyId, companyId),
          inArray(ledgerTransactions.id, [row.id, other.id]),
        ),
      );
  }
  return readTransaction(exec, companyId, id);
};

/** POST /transactions/{id}/attachments: a document of the company's vault (not deleted). */
export const attachDocument = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  documentId: string,
): Promise<TTransaction> => {
  await transactionRowOf(exec, companyId, id);
  const [document] = await exec
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.id, documentId),
        eq(companyDocuments.companyId, companyId),
        isNull(companyDocuments.deletedAt),
      ),
    );
  if (!document) {
    throw new AppError('NOT_FOUND', { field: 'documentId', message: 'There is no such document.' });
  }
  await exec
    .insert(ledgerAttachments)
    .values({ transactionId: id, documentId })
    .onConflictDoNothing();
  return readTransaction(exec, companyId, id);
};

export const detachDocument = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  documentId: string,
): Promise<TTransaction> => {
  await transactionRowOf(exec, companyId, id);
  await exec
    .delete(ledgerAttachments)
    .where(
      and(eq(ledgerAttachments.transactionId, id), eq(ledgerAttachments.documentId, documentId)),
    );
  return readTransaction(exec, companyId, id);
};
