import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  TTransaction,
  ZTransactionInput,
  ZTransactionPatch,
} from '@charterline/shared/schemas/accounting';
import type { z } from 'zod';
import type { TDbExecutor } from '../../db/client';
import { ledgerAccounts, ledgerSplits, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertCategoriesOf } from './categories';
import { assertMonthsOpen } from './closed-months';
import { readTransaction, transactionRowOf } from './transaction-view';

/** The company's account a transaction goes to: not archived (else 404 / a 400 on accountId). */
const openAccountOf = async (exec: TDbExecutor, companyId: string, accountId: string) => {
  const [account] = await exec
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.companyId, companyId)));
  if (!account) {
    throw new AppError('NOT_FOUND', { field: 'accountId', message: 'There is no such account.' });
  }
  if (account.archivedAt) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'accountId',
      message: 'This account is archived: restore it first',
    });
  }
  return account;
};

/** POST /transactions: one added by hand, in the account's currency. */
export const createTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  input: z.infer<typeof ZTransactionInput>,
): Promise<TTransaction> => {
  const account = await openAccountOf(exec, companyId, input.accountId);
  if (input.categoryId) await assertCategoriesOf(exec, companyId, [input.categoryId]);
  await assertMonthsOpen(exec, companyId, [input.date]);
  const [row] = await exec
    .insert(ledgerTransactions)
    .values({
      companyId,
      accountId: account.id,
      date: input.date,
      description: input.description,
      amount: input.amount,
      currency: account.currency,
      categoryId: input.categoryId ?? null,
      counterparty: input.counterparty || null,
      memo: input.memo || null,
      source: 'manual',
    })
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('transaction insert returned nothing');
  return readTransaction(exec, companyId, row.id);
};

/**
 * PATCH /transactions/{id}: category, counterparty and memo on any; date, description, amount
 * and account only on a manual one. A category on a split transaction removes its split.
 */
export const changeTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  patch: z.infer<typeof ZTransactionPatch>,
): Promise<TTransaction> => {
  const row = await transactionRowOf(exec, companyId, id);
  const manualOnly = (['date', 'description', 'amount', 'accountId'] as const).filter(
    (k) => patch[k] !== undefined && patch[k] !== row[k],
  );
  if (manualOnly.length > 0 && row.source !== 'manual') {
    throw new AppError('TRANSACTION_NOT_EDITABLE', { field: manualOnly[0] });
  }
  await assertMonthsOpen(exec, companyId, [row.date, ...(patch.date ? [patch.date] : [])]);
  if (patch.categoryId) await assertCategoriesOf(exec, companyId, [patch.categoryId]);
  const account =
    patch.accountId && patch.accountId !== row.accountId
      ? await openAccountOf(exec, companyId, patch.accountId)
      : null;
  const amountChanges = patch.amount !== undefined && patch.amount !== row.amount;
  // A new amount no longer matches the split's parts (nor the matched payment).
  const unsplit = (patch.categoryId !== undefined && row.isSplit) || (amountChanges && row.isSplit);
  if (amountChanges && row.matchedId) throw new AppError('MATCH_NOT_POSSIBLE');
  if (unsplit) await exec.delete(ledgerSplits).where(eq(ledgerSplits.transactionId, id));
  await exec
    .update(ledgerTransactions)
    .set({
      ...(patch.date !== undefined ? { date: patch.date } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.amount !== undefined ? { amount: patch.amount } : {}),
      ...(account ? { accountId: account.id, currency: account.currency } : {}),
      ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
      ...(patch.counterparty !== undefined ? { counterparty: patch.counterparty || null } : {}),
      ...(patch.memo !== undefined ? { memo: patch.memo || null } : {}),
      ...(unsplit ? { isSplit: false } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.companyId, companyId)));
  return readTransaction(exec, companyId, id);
};

/** DELETE /transactions/{id}: only one added by hand (an import is undone as a batch). */
export const deleteTransaction = async (exec: TDbExecutor, companyId: string, id: string) => {
  const row = await transactionRowOf(exec, companyId, id);
  if (row.source !== 'manual') throw new AppError('TRANSACTION_NOT_EDITABLE');
  await assertMonthsOpen(exec, companyId, [row.date]);
  if (row.matchedId) {
    await exec
      .update(ledgerTransactions)
      .set({ matchedId: null, updatedAt: new Date() })
      .where(
        and(eq(ledgerTransactions.id, row.matchedId), eq(ledgerTransactions.companyId, companyId)),
      );
  }
  await exec.delete(ledgerTransactions).where(eq(ledgerTransactions.id, id));
};

/**
 * POST /transactions/categorise: one UPDATE over the company's ids (others' are ignored, and
 * the count says so); locked months and invoice payments are skipped; split ones lose the split.
 */
export const categoriseTransactions = async (
  exec: TDbExecutor,
  companyId: string,
  input: { ids: string[]; categoryId: string | null },
): Promise<{ updated: number }> => {
  if (input.categoryId) await assertCategoriesOf(exec, companyId, [input.categoryId]);
  const ids = [...new Set(input.ids)];
  const t = ledgerTransactions;
  const selected = and(
    eq(t.companyId, companyId),
    inArray(t.id, ids),
    sql`${t.source} <> 'invoice_payment'`,
    sql`not exists (select 1 from books_closed_months m where m.company_id = ${t.companyId} and m.month = to_char(${t.date}, 'YYYY-MM'))`,
  );
  await exec.delete(ledgerSplits).where(
    and(
      eq(ledgerSplits.companyId, companyId),
      inArray(
        ledgerSplits.transactionId,
        exec
          .select({ id: t.id })
          .from(t)
          .where(and(selected, eq(t.isSplit, true))),
      ),
    ),
  );
  const updated = await exec
    .update(t)
    .set({ categoryId: input.categoryId, isSplit: false, updatedAt: new Date() })
    .where(selected)
    .returning({ id: t.id });
  return { updated: updated.length };
};

/** PUT /transactions/{id}/split: parts (≥ 2) that add up to the amount exactly. */
export const splitTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  parts: { amount: number; categoryId: string; memo?: string | null }[],
): Promise<TTransaction> => {
  const row = await transactionRowOf(exec, companyId, id);
  await assertMonthsOpen(exec, companyId, [row.date]);
  if (row.source === 'invoice_payment') throw new AppError('TRANSACTION_NOT_EDITABLE');
  // Summed as integers, never in floating point (issue 33): a cent is never lost.
  const sum = parts.reduce((n, p) => n + BigInt(p.amount), 0n);
  if (sum !== BigInt(row.amount)) throw new AppError('SPLIT_DOES_NOT_ADD_UP', { field: 'parts' });
  await assertCategoriesOf(
    exec,
    companyId,
    parts.map((p) => p.categoryId),
  );
  await exec.delete(ledgerSplits).where(eq(ledgerSplits.transactionId, id));
  await exec.insert(ledgerSplits).values(
    parts.map((p, position) => ({
      transactionId: id,
      companyId,
      categoryId: p.categoryId,
      amount: p.amount,
      memo: p.memo || null,
      position,
    })),
  );
  await exec
    .update(ledgerTransactions)
    .set({ isSplit: true, categoryId: null, updatedAt: new Date() })
    .where(eq(ledgerTransactions.id, id));
  return readTransaction(exec, companyId, id);
};

/** DELETE /transactions/{id}/split: back to one uncategorised transaction. */
export const unsplitTransaction = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TTransaction> => {
  const row = await transactionRowOf(exec, companyId, id);
  await assertMonthsOpen(exec, companyId, [row.date]);
  await exec.delete(ledgerSplits).where(eq(ledgerSplits.transactionId, id));
  await exec
    .update(ledgerTransactions)
    .set({ isSplit: false, categoryId: null, updatedAt: new Date() })
    .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.isSplit, true)));
  return readTransaction(exec, companyId, id);
};
