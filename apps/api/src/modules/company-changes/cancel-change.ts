import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany } from '../companies/current-company';
import { viewOf } from './change-views';
import { findChangeOf, lockChange, updateChange } from './company-changes.repository';

/**
 * The customer cancels a change not paid yet (another company's: 404); a paid, done or
 * cancelled one is CHANGE_NOT_CANCELLABLE. Locked, so a payment landing at the same moment
 * either links first (not cancellable) or finds it cancelled.
 */
export const cancelChange = async (
  db: TDatabase,
  input: { userId: string; companyId: string | null; changeId: string; now: Date },
): Promise<TCompanyChange> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  if (!(await findChangeOf(db, company.id, input.changeId))) throw new AppError('NOT_FOUND');
  const row = await db.transaction(async (tx) => {
    const locked = await lockChange(tx, input.changeId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'awaiting_payment') throw new AppError('CHANGE_NOT_CANCELLABLE');
    return updateChange(tx, locked.id, { status: 'cancelled', cancelledAt: input.now });
  });
  return viewOf(db, company, row);
};
