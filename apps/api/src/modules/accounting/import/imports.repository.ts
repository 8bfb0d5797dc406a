import { and, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { ledgerAccounts, ledgerImports } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

export type TImportRow = typeof ledgerImports.$inferSelect;
export type TAccountRow = typeof ledgerAccounts.$inferSelect;
export type TImportWithAccount = { row: TImportRow; account: TAccountRow };

/** One of the company's accounts (another company's or an unknown id: 404). */
export const findCompanyAccount = async (
  exec: TDbExecutor,
  companyId: string,
  accountId: string,
): Promise<TAccountRow> => {
  const [account] = await exec
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.companyId, companyId)))
    .limit(1);
  if (!account) throw new AppError('NOT_FOUND', { field: 'accountId' });
  return account;
};

/** One of the company's imports with its account (404 otherwise). */
export const findCompanyImport = async (
  exec: TDbExecutor,
  companyId: string,
  importId: string,
): Promise<TImportWithAccount> => {
  const [found] = await exec
    .select({ row: ledgerImports, account: ledgerAccounts })
    .from(ledgerImports)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerImports.accountId))
    .where(and(eq(ledgerImports.id, importId), eq(ledgerImports.companyId, companyId)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
};

/** The company's imports, newest first (one account's with `accountId`). */
export const listCompanyImports = (
  exec: TDbExecutor,
  companyId: string,
  accountId?: string,
): Promise<TImportWithAccount[]> =>
  exec
    .select({ row: ledgerImports, account: ledgerAccounts })
    .from(ledgerImports)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerImports.accountId))
    .where(
      and(
        eq(ledgerImports.companyId, companyId),
        accountId ? eq(ledgerImports.accountId, accountId) : undefined,
      ),
    )
    .orderBy(desc(ledgerImports.createdAt), desc(ledgerImports.id))
    .limit(200);
