import type { TDatabase } from '../../db/client';
import type { TFileStorage } from '../../lib/storage/types';
import { AppError } from '../../lib/app-error';
import {
  countCompaniesOf,
  deleteCompanyRow,
  findCompanyForUpdate,
  lockCompanyOwner,
} from './companies.repository';
import { hasPaymentRecords, hasRecordsToKeep } from './company-deletion.repository';
import { storageKeysOf } from './company-files.repository';

/** A checkout session can be paid until it expires: Stripe's last at most 24 hours. */
export const OPEN_CHECKOUT_BLOCKS_MS = 24 * 60 * 60_000;

/**
 * Deletes a company made by mistake (decision 0108): only the caller's own (another's is a
 * 403, like every company-scoped call), and only while it is unpaid and empty: not paid, its
 * formation not started (status NONE or PENDING_PAYMENT), no order, no paid checkout and no
 * checkout opened in the last 24 hours. The caller's last company stays (the dashboard always
 * shows one). Refused with COMPANY_NOT_DELETABLE otherwise, and with COMPANY_HAS_RECORDS
 * (closing the LLC keeps them) while it holds an issued invoice, a payment, books or a
 * document (issue 33 item 5). The bytes its rows stored go after the commit (the orphan
 * sweep, `files.sweep`, finds any whose removal failed).
 */
export const deleteCompany = async (
  deps: { db: TDatabase; storage: TFileStorage },
  options: { userId: string; companyId: string; now?: Date },
): Promise<{ id: string }> => {
  const { keys } = await deps.db.transaction(async (tx) => {
    await lockCompanyOwner(tx, options.userId);
    const company = await findCompanyForUpdate(tx, options.companyId);
    if (!company || company.userId !== options.userId) throw new AppError('FORBIDDEN');
    if (await hasRecordsToKeep(tx, company.id)) throw new AppError('COMPANY_HAS_RECORDS');
    const openSince = new Date((options.now ?? new Date()).getTime() - OPEN_CHECKOUT_BLOCKS_MS);
    const untouched =
      company.paymentStatus === 'NOT_PAID' &&
      (company.companyStatus === 'NONE' || company.companyStatus === 'PENDING_PAYMENT') &&
      !(await hasPaymentRecords(tx, company.id, openSince));
    if (!untouched) throw new AppError('COMPANY_NOT_DELETABLE');
    if ((await countCompaniesOf(tx, options.userId)) <= 1) {
      throw new AppError('COMPANY_NOT_DELETABLE', {
        message: 'This is your only company; it cannot be deleted.',
      });
    }
    const owned = await storageKeysOf(tx, company.id);
    await deleteCompanyRow(tx, company.id);
    return { keys: owned };
  });
  await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  return { id: options.companyId };
};
