import type {
  TComplianceOverview,
  TComplianceSettingsBody,
  TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase } from '../../db/client';
import { updateCompany } from '../companies/companies.repository';
import { getCurrentCompany } from '../companies/current-company';
import { lockCompany } from '../companies/company-status';
import { applyChangeAtOnce, fiscalYearBefore } from '../company-changes/apply-at-once';
import { upsertPreferences } from './obligations.repository';
import { overviewOf, preferencesOf } from './read-compliance';
import { syncCompanyObligationsIn } from './sync-obligations';

type TCaller = { userId: string; companyId: string | null };

/**
 * The fiscal year end and tax classification the federal deadlines follow; the open
 * obligations are recomputed in the same transaction (Form 5472 moves with the fiscal year).
 */
export const changeComplianceSettings = async (
  db: TDatabase,
  input: TCaller & { body: TComplianceSettingsBody; now: Date },
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

/** Which reminder e-mails the company's owner receives. */
export const changeReminderPreferences = async (
  db: TDatabase,
  input: TCaller & { body: TReminderPreferences },
): Promise<TReminderPreferences> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  await upsertPreferences(db, { companyId: company.id, ...input.body });
  return preferencesOf(db, company.id);
};
