import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { transactionWithPdf, type TPdfInTransaction } from '../../lib/transaction-with-pdf';
import type { TCompanyRow } from '../companies';
import { loadCompanyDetails, lockCompany, getCurrentCompany } from '../companies';

/**
 * One step's check and write, on the company locked for the transaction; a PDF it stores
 * comes from `pdf`, rendered outside the transaction (`transactionWithPdf`).
 */
export type TFormationChange = (
  tx: TTransaction,
  company: TCompanyRow,
  pdf: TPdfInTransaction,
) => Promise<void>;

/**
 * One formation mutation: the caller's company (403 for another's), locked for the
 * transaction; `change` checks and writes; the answer is the updated company's details.
 */
export const changeFormation = async (
  db: TDatabase,
  options: { userId: string; companyId: string | null; change: TFormationChange },
): Promise<TCompanyDetails> => {
  const current = await getCurrentCompany(db, options.userId, options.companyId);
  const updated = await transactionWithPdf(db, async (tx, pdf) => {
    const company = await lockCompany(tx, current.id);
    // A company formed elsewhere has no formation to enter (decision 0113).
    if (company.businessType === 'EXISTING') throw new AppError('FORMED_ELSEWHERE');
    await options.change(tx, company, pdf);
    return lockCompany(tx, current.id);
  });
  return loadCompanyDetails(db, updated);
};
