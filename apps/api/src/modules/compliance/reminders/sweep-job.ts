import type { TDatabase } from '../../../db/client';
import type { TJobLog } from '../../../jobs/job-types';
import { syncAllCompanies } from '../sync-obligations';
import { sendComplianceReminders } from './send-compliance-reminders';

/**
 * The `compliance.sweep` job (every COMPLIANCE_SWEEP_MS): brings every company's obligations
 * up to date at `now`, then sends the reminders owed. Safe on every instance at once (the
 * reminders are guarded by their unique rows). Answers how many e-mails were queued.
 */
export const runComplianceSweep = async (
  app: { db: TDatabase; log?: TJobLog },
  now: Date,
): Promise<{ reminded: number }> => {
  await syncAllCompanies(app.db, { now });
  const reminded = await sendComplianceReminders(app.db, {
    now,
    ...(app.log ? { log: app.log } : {}),
  });
  if (reminded > 0) app.log?.info({ reminded }, 'compliance: reminders queued');
  return { reminded };
};
