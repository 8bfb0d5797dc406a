import {
  DEFAULT_REMINDER_PREFERENCES,
  type TComplianceOverview,
  type TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { findCompany, getCurrentCompany } from '../companies';
import { AppError } from '../../lib/app-error';
import { factsOfCompany } from './facts-of-company';
import { obligationViews } from './obligation-view';
import { findPreferences, listObligationsOf, liveFeedCreatedAt } from './obligations.repository';
import { syncCompanyObligations } from './sync-obligations';

export const preferencesOf = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TReminderPreferences> => {
  const row = await findPreferences(db, companyId);
  if (!row) return DEFAULT_REMINDER_PREFERENCES;
  const { days60, days30, days7, days1, overdueWeekly } = row;
  return { days60, days30, days7, days1, overdueWeekly };
};

/** The overview of a company already known to be the caller's (synced first). */
export const overviewOf = async (
  db: TDatabase,
  input: { companyId: string; now: Date },
): Promise<TComplianceOverview> => {
  await syncCompanyObligations(db, input);
  const company = await findCompany(db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const [{ basis, missing }, rows, preferences, feedCreatedAt] = await Promise.all([
    factsOfCompany(db, company),
    listObligationsOf(db, company.id),
    preferencesOf(db, company.id),
    liveFeedCreatedAt(db, company.id),
  ]);
  return {
    obligations: await obligationViews(db, rows, input.now),
    basis,
    missing,
    preferences,
    // The feed's URL holds its token, shown once when created (the feed's own route).
    feed: { url: null, createdAt: feedCreatedAt?.toISOString() ?? null },
  };
};

/**
 * The compliance page (issue 19): the caller's company's obligations, oldest due first,
 * computed afresh (a cheap sync) so a changed owner or date shows at once. Another
 * customer's company is 404.
 */
export const readCompliance = async (
  db: TDatabase,
  input: { userId: string; companyId: string | null; now: Date },
): Promise<TComplianceOverview> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  return overviewOf(db, { companyId: company.id, now: input.now });
};
