import type { TCompanyStatus } from '@charterline/shared/enums';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockCompany, moveCompany, type TOperationsStatus } from '../companies';
import { findLatestMoveInto } from './admin.repository';

export type TStatusChange = { status: TOperationsStatus; reason: string } | { resume: true };

/**
 * Operations stops a company (REJECTED, ONHOLD, …) with the reason the customer reads, or
 * resumes it: back to the status it was stopped from. Under the company's lock.
 */
export const changeCompanyStatus = async (
  db: TDatabase,
  input: { companyId: string; actor: string; change: TStatusChange },
): Promise<void> =>
  db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    const { change } = input;
    if ('resume' in change) {
      const stop = await findLatestMoveInto(tx, company.id, company.companyStatus);
      const previous = stop?.fromStatus as TCompanyStatus | undefined;
      if (!previous || previous === company.companyStatus) {
        throw new AppError('ILLEGAL_STATUS_MOVE', {
          message: `A ${company.companyStatus} company has nothing to resume.`,
        });
      }
      await moveCompany(tx, company, {
        kind: 'STATUS_CHANGED',
        actor: input.actor,
        companyStatus: previous,
        resume: true,
      });
      return;
    }
    await moveCompany(tx, company, {
      kind: 'STATUS_CHANGED',
      actor: input.actor,
      companyStatus: change.status,
      reason: change.reason,
    });
  });
