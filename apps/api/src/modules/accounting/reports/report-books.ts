import type { TDbExecutor } from '../../../db/client';
import type { TCompanyRow } from '../../companies/companies.repository';
import type { TBooksCaller } from '../books-company';
import { openBooks } from '../open-books';

/** The company whose books a report reads: its chart seeded, its invoice payments booked. */
export const reportBooks = (db: TDbExecutor, caller: TBooksCaller): Promise<TCompanyRow> =>
  openBooks(db, caller);
