import type { TDbExecutor } from '../../../db/client';
import type { TCompanyRow } from '../../companies/companies.repository';
import { booksCompany, type TBooksCaller } from '../books-company';
import { ensureChart } from '../chart';

/**
 * The company whose books a report reads, its chart seeded. After the merge the lead swaps in
 * helper B's `openBooks` (which also books invoice payments) here, in one place.
 */
export const reportBooks = async (db: TDbExecutor, caller: TBooksCaller): Promise<TCompanyRow> => {
  const company = await booksCompany(db, caller);
  await ensureChart(db, company.id);
  return company;
};
