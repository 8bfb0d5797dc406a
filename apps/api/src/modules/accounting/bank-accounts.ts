import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  TLedgerAccount,
  TLedgerAccountInput,
  TLedgerAccountPatch,
  ZLedgerAccountInput,
  ZLedgerAccountPatch,
} from '@charterline/shared/schemas/accounting';
import type { z } from 'zod';
import type { TDbExecutor } from '../../db/client';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type TAccountRow = typeof ledgerAccounts.$inferSelect;
export type { TLedgerAccountInput, TLedgerAccountPatch };

/** Per account: the sum, count and last date of its transactions, in one grouped subquery. */
const totals = (exec: TDbExecutor, companyId: string) =>
  exec
    .select({
      accountId: ledgerTransactions.accountId,
      total: sql<number>`coalesce(sum(${ledgerTransactions.amount}), 0)`
        .mapWith(Number)
        .as('total'),
      count: sql<number>`count(*)`.mapWith(Number).as('count'),
      last: sql<string | null>`max(${ledgerTransactions.date})::text`.as('last'),
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.companyId, companyId))
    .groupBy(ledgerTransactions.accountId)
    .as('totals');

const toAccount = (
  row: TAccountRow,
  t: { total: number | null; count: number | null; last: string | null } | null,
): TLedgerAccount => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  institution: row.institution,
  currency: row.currency,
  last4: row.last4,
  openingBalance: row.openingBalance,
  openingDate: row.openingDate,
  balance: row.openingBalance + Number(t?.total ?? 0),
  transactionCount: Number(t?.count ?? 0),
  lastTransactionOn: t?.last ?? null,
  mapping: row.csvMapping ?? null,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The company's accounts with balance, count and last date (one query), or one of them. */
export const listAccounts = async (
  exec: TDbExecutor,
  companyId: string,
  onlyId?: string,
): Promise<TLedgerAccount[]> => {
  const t = totals(exec, companyId);
  const rows = await exec
    .select({ account: ledgerAccounts, total: t.total, count: t.count, last: t.last })
    .from(ledgerAccounts)
    .leftJoin(t, eq(t.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        onlyId ? eq(ledgerAccounts.id, onlyId) : undefined,
      ),
    )
    .orderBy(
      sql`${ledgerAccounts.archivedAt} is not null`,
      asc(ledgerAccounts.createdAt),
      asc(ledgerAccounts.id),
    );
  return rows.map((r) => toAccount(r.account, r));
};

export const readAccount = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TLedgerAccount> => {
  const [account] = await listAccounts(exec, companyId, id);
  if (!account) throw new AppError('NOT_FOUND', { message: 'There is no such account.' });
  return account;
};

export const createAccount = async (
  exec: TDbExecutor,
  companyId: string,
  input: z.infer<typeof ZLedgerAccountInput>,
): Promise<TLedgerAccount> => {
  const [row] = await exec
    .insert(ledgerAccounts)
    .values({
      companyId,
      name: input.name,
      kind: input.kind,
      institution: input.institution ?? null,
      currency: input.currency,
      last4: input.last4 ?? null,
      openingBalance: input.openingBalance,
      openingDate: input.openingDate,
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return toAccount(row, null);
};

const hasTransactions = async (exec: TDbExecutor, accountId: string): Promise<boolean> =>
  (
    await exec
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.accountId, accountId))
      .limit(1)
  ).length > 0;

export const changeAccount = async (
  exec: TDbExecutor,
  companyId: string,
  id: string,
  patch: z.infer<typeof ZLedgerAccountPatch>,
): Promise<TLedgerAccount> => {
  const current = await readAccount(exec, companyId, id);
  if (patch.currency && patch.currency !== current.currency && (await hasTransactions(exec, id))) {
    throw new AppError('ACCOUNT_CURRENCY_LOCKED', { field: 'currency' });
  }
  const { archived, ...fields } = patch;
  await exec
    .update(ledgerAccounts)
    .set({
      ...fields,
      ...(archived === undefined
        ? {}
        : { archivedAt: archived ? sql`coalesce(${ledgerAccounts.archivedAt}, now())` : null }),
      updatedAt: new Date(),
    })
    .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.companyId, companyId)));
  return readAccount(exec, companyId, id);
};

/** Only an empty account goes; one with transactions is archived instead (ACCOUNT_NOT_EMPTY). */
export const deleteAccount = async (exec: TDbExecutor, companyId: string, id: string) => {
  await readAccount(exec, companyId, id);
  if (await hasTransactions(exec, id)) throw new AppError('ACCOUNT_NOT_EMPTY');
  await exec
    .delete(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.companyId, companyId)));
};
