import type {
  TComplianceOverview,
  TComplianceSettingsBody,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase } from '../../db/client';
import type { TCompanyCaller } from '../../lib/http/caller';
import { updateCompany, lockCompany, getCurrentCompany } from '../companies';
import { overviewOf, syncCompanyObligationsIn } from '../compliance';
import { applyChangeAtOnce, fiscalYearBefore } from './apply-at-once';

/**
 * The compliance page's settings (issue 19): the fiscal year end and tax classification the
 * federal deadlines follow. A new fiscal year is a change of the company, so it lives here; the open
 * obligations are recomputed in the same transaction (Form 5472 moves with the fiscal year).
 */
export const changeComplianceSettings = async (
  db: TDatabase,
  input: TCompanyCaller & { body: TComplianceSettingsBody; now: Date },
): Promise<TComplianceOverview> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  await db.transaction(async (tx) => {
    await updateCompany(tx, company.id, { taxClassification: input.body.taxClassification });
    const month = input.body.fiscalYearEndMonth;
    if (month === company.fiscalYearEndMonth) {
      await syncCompanyObligationsIn(tx, { companyId: company.id, now: input.now });
      return;
    }
    // A new fiscal year is a change of the company: the same history row as LLC Management's.
    await applyChangeAtOnce(tx, {
      company: await lockCompany(tx, company.id),
      change: { kind: 'FISCAL_YEAR', fiscalYearEndMonth: month },
      before: fiscalYearBefore(company.fiscalYearEndMonth),
      actor: 'customer',
      actorUserId: input.userId,
      now: input.now,
    });
  });
  return overviewOf(db, { companyId: company.id, now: input.now });
};
