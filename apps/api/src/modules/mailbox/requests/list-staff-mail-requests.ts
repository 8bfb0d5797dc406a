import type {
  TMailCategory,
  TMailRequest,
  TMailRequestStatus,
} from '@charterline/shared/schemas/mail';
import type { TDbExecutor } from '../../../db/client';
import { companyPhrase } from '../../companies';
import { toMailRequest } from '../items/mail-item-view';
import { listOpenRequests } from './mail-requests.repository';

export type TStaffMailRequest = TMailRequest & {
  companyId: string;
  company: string;
  itemId: string;
  sender: string;
  category: TMailCategory;
  receivedOn: string;
};

/** Staff's work list: requests of one status, oldest first, with the company and the letter. */
export const listStaffMailRequests = async (
  db: TDbExecutor,
  status: TMailRequestStatus,
): Promise<TStaffMailRequest[]> =>
  (await listOpenRequests(db, [status])).map((row) => ({
    ...toMailRequest(row.request),
    companyId: row.request.companyId,
    company: companyPhrase(row),
    itemId: row.request.mailItemId,
    sender: row.sender,
    category: row.category,
    receivedOn: row.receivedOn,
  }));
