import type { TReminderPreferences } from '@charterline/shared/schemas/compliance';
import type { TDatabase } from '../../db/client';
import { getCurrentCompany } from '../companies';
import { upsertPreferences } from './obligations.repository';
import { preferencesOf } from './read-compliance';
import type { TCompanyCaller } from '../../lib/http/caller';

/** Which reminder e-mails the company's owner receives. */
export const changeReminderPreferences = async (
  db: TDatabase,
  input: TCompanyCaller & { body: TReminderPreferences },
): Promise<TReminderPreferences> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  await upsertPreferences(db, { companyId: company.id, ...input.body });
  return preferencesOf(db, company.id);
};
