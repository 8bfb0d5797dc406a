import type { TDbExecutor } from '../../../db/client';
import type { TCompanyRow } from '../../companies';
import type { TCompanyCaller } from '../../../lib/http/caller';
import { openBooks } from '../open-books';

/** The company whose books a report reads: its chart seeded, its invoice payments booked. */
export const reportBooks = (db: TDbExecutor, caller: TCompanyCaller): Promise<TCompanyRow> =>
  openBooks(db, caller);
