import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from '../companies';
import { getCurrentCompany } from '../companies';
import { companyHoldings } from '../services';
import type { TCompanyCaller } from '../../lib/http/caller';

/** Who calls and for which company (`?companyId=` or the `x-company-id` header). */

/** The caller's company; another customer's or an unknown id is the same 404. */
export const mailCompany = (db: TDbExecutor, caller: TCompanyCaller): Promise<TCompanyRow> =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });

/** The product that makes a mailbox, and the plan that makes forwarding free. */
export const MAILING_ADDRESS_KEY = 'mailing-address';
export const UNLIMITED_FORWARDING_KEY = 'unlimited-mail-forwarding';
export const FORWARDING_FEE_KEY = 'mail-forwarding-shipping';
export const MAIL_UNLOCK_KEY = 'mail-unlock';

/**
 * The company's mail plan: a mailbox while it owns the US mailing address (bought, or in its
 * formation bundle, subscription running); forwarding free while the unlimited plan runs.
 */
export const mailPlanOf = async (
  db: TDbExecutor,
  companyId: string,
): Promise<{ active: boolean; unlimitedForwarding: boolean }> => {
  const holdings = await companyHoldings(db, companyId);
  const has = (key: string) => holdings.owned.has(key) || holdings.included.has(key);
  return { active: has(MAILING_ADDRESS_KEY), unlimitedForwarding: has(UNLIMITED_FORWARDING_KEY) };
};

/** The caller's company with an active mailbox (MAILBOX_NOT_ACTIVE otherwise). */
export const activeMailCompany = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
): Promise<{ company: TCompanyRow; unlimitedForwarding: boolean }> => {
  const company = await mailCompany(db, caller);
  const plan = await mailPlanOf(db, company.id);
  if (!plan.active) throw new AppError('MAILBOX_NOT_ACTIVE');
  return { company, unlimitedForwarding: plan.unlimitedForwarding };
};
