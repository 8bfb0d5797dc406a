import type {
  TComplianceOverview,
  TComplianceSettingsBody,
  TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase } from '../../db/client';
import { updateCompany } from '../companies/companies.repository';
import { getCurrentCompany } from '../companies/current-company';
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
    await updateCompany(tx, company.id, input.body);
    await syncCompanyObligationsIn(tx, { companyId: company.id, now: input.now });
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
