import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countCompaniesOf,
  deleteCompanyRow,
  findCompanyForUpdate,
  hasPaymentRecords,
  lockCompanyOwner,
} from './companies.repository';

/** A checkout session can be paid until it expires: Stripe's last at most 24 hours. */
export const OPEN_CHECKOUT_BLOCKS_MS = 24 * 60 * 60_000;

/**
 * Deletes a company made by mistake (decision 0108): only the caller's own (another's is a
 * 403, like every company-scoped call), and only while it is unpaid and empty: not paid, its
 * formation not started (status NONE or PENDING_PAYMENT), no order, no paid checkout and no
 * checkout opened in the last 24 hours. The caller's last company stays (the dashboard always
 * shows one). Refused with COMPANY_NOT_DELETABLE otherwise.
 */
export const deleteCompany = async (
  db: TDatabase,
  options: { userId: string; companyId: string; now?: Date },
): Promise<{ id: string }> =>
  db.transaction(async (tx) => {
    await lockCompanyOwner(tx, options.userId);
    const company = await findCompanyForUpdate(tx, options.companyId);
    if (!company || company.userId !== options.userId) throw new AppError('FORBIDDEN');
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
    await deleteCompanyRow(tx, company.id);
    return { id: company.id };
  });
