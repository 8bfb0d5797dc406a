import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from '../companies';
import { getCurrentCompany, isCompanyFormed } from '../companies';
import type { TCompanyCaller } from '../../lib/http/caller';

/** The caller's company; another customer's or an unknown id is the same 404. */
export const invoicingCompany = (db: TDbExecutor, caller: TCompanyCaller): Promise<TCompanyRow> =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });

/** The caller's company, refused with INVOICING_NOT_OPEN while it is not formed. */
export const formedCompany = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
): Promise<TCompanyRow> => {
  const company = await invoicingCompany(db, caller);
  if (!isCompanyFormed(company)) throw new AppError('INVOICING_NOT_OPEN');
  return company;
};

/** The UTC day of an instant, YYYY-MM-DD (the day shown statuses and dates are judged on). */
export { isoDayOf as dayOf } from '../../lib/dates';
