import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from '../companies/companies.repository';
import { getCurrentCompany } from '../companies/current-company';

/** Who calls and for which company (`?companyId=` or the `x-company-id` header). */
export type TInvoicingCaller = { userId: string; companyId: string | null };

/** The caller's company; another customer's or an unknown id is the same 404. */
export const invoicingCompany = (db: TDbExecutor, caller: TInvoicingCaller): Promise<TCompanyRow> =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });

/**
 * Invoicing is free once the company is formed (decision 0140): by us (COMPLETED), or elsewhere
 * and its details verified by our team (detailsVerifiedAt; decision 0175, issue 33 item 4). A
 * sign-up that only said "I have an LLC" has no name we checked and sends nothing.
 */
export const isInvoicingOpen = (company: TCompanyRow): boolean =>
  company.businessType === 'EXISTING'
    ? company.detailsVerifiedAt !== null
    : company.companyStatus === 'COMPLETED';

/** The caller's company, refused with INVOICING_NOT_OPEN while it is not formed. */
export const formedCompany = async (
  db: TDbExecutor,
  caller: TInvoicingCaller,
): Promise<TCompanyRow> => {
  const company = await invoicingCompany(db, caller);
  if (!isInvoicingOpen(company)) throw new AppError('INVOICING_NOT_OPEN');
  return company;
};

/** The UTC day of an instant, YYYY-MM-DD (the day shown statuses and dates are judged on). */
export { isoDayOf as dayOf } from '../compliance/reminders/iso-days';
