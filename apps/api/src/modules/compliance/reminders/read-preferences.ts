import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_PREFERENCES,
  type TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import type { TDbExecutor } from '../../../db/client';
import { compliancePreferences } from '../../../db/schema';

type TPreferenceColumns = Partial<TReminderPreferences> | null | undefined;

/** A company's preference row as the reminders read it: no row means every reminder. */
export const preferencesOf = (row: TPreferenceColumns): TReminderPreferences => ({
  days60: row?.days60 ?? DEFAULT_REMINDER_PREFERENCES.days60,
  days30: row?.days30 ?? DEFAULT_REMINDER_PREFERENCES.days30,
  days7: row?.days7 ?? DEFAULT_REMINDER_PREFERENCES.days7,
  days1: row?.days1 ?? DEFAULT_REMINDER_PREFERENCES.days1,
  overdueWeekly: row?.overdueWeekly ?? DEFAULT_REMINDER_PREFERENCES.overdueWeekly,
});

/** Which reminder e-mails the company's owner receives (all of them until they choose). */
export const readReminderPreferences = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TReminderPreferences> => {
  const [row] = await db
    .select()
    .from(compliancePreferences)
    .where(eq(compliancePreferences.companyId, companyId));
  return preferencesOf(row);
};
