import type Stripe from 'stripe';
import {
  CHANGE_METADATA_KEY,
  type TCompanyChange,
} from '@charterline/shared/schemas/company-changes';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany } from '../companies';
import { viewOf } from './change-views';
import { expireAtStripe, voidCheckoutsFor } from '../payments';
import { findChangeOf, lockChange, updateChange } from './company-changes.repository';

/**
 * The customer cancels a change not paid yet (another company's: 404); a paid, done or
 * cancelled one is CHANGE_NOT_CANCELLABLE. Locked, so a payment landing at the same moment
 * either links first (not cancellable) or finds it cancelled; its open checkout sessions are
 * voided with it (here and at Stripe), so a cancelled change cannot be paid.
 */
export const cancelChange = async (
  deps: { db: TDatabase; stripe: Stripe | null },
  input: { userId: string; companyId: string | null; changeId: string; now: Date },
): Promise<TCompanyChange> => {
  const { db } = deps;
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  if (!(await findChangeOf(db, company.id, input.changeId))) throw new AppError('NOT_FOUND');
  const row = await db.transaction(async (tx) => {
    const locked = await lockChange(tx, input.changeId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'awaiting_payment') throw new AppError('CHANGE_NOT_CANCELLABLE');
    const atStripe = await voidCheckoutsFor(tx, {
      companyId: company.id,
      key: CHANGE_METADATA_KEY,
      id: locked.id,
    });
    const cancelled = await updateChange(tx, locked.id, {
      status: 'cancelled',
      cancelledAt: input.now,
    });
    return { cancelled, atStripe };
  });
  expireAtStripe(deps.stripe, row.atStripe);
  return viewOf(db, company, row.cancelled);
};
