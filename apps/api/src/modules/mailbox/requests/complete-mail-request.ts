import type { TDatabase, TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import { notifyCompany } from '../../companies';
import type { TStoredUpload } from '../../documents';
import { mailRequestDoneMail } from '../../email';
import { insertMailScan } from '../items/mail-scan-document';
import { refreshMailFolder } from '../mail-folder';
import {
  lockMailItem,
  lockMailRequest,
  updateMailItem,
  updateMailRequest,
  type TMailItemRow,
  type TMailRequestRow,
} from './mail-requests.repository';

export type TCompleteMailRequest = {
  requestId: string;
  /** The scanned letter (a PDF), required for open_scan and unlock. */
  scan: TStoredUpload | null;
  tracking: string | null;
  note: string | null;
  actor: string;
  now: Date;
};

/** The scan joins the vault (category mail, source staff) and becomes the letter's. */
const attachScan = async (
  tx: TDbExecutor,
  storage: TFileStorage,
  item: TMailItemRow,
  input: TCompleteMailRequest & { scan: TStoredUpload },
) => {
  const scanDocumentId = await insertMailScan(tx, storage, {
    companyId: item.companyId,
    actor: input.actor,
    sender: item.sender,
    file: input.scan,
  });
  await updateMailItem(tx, item.id, { scanDocumentId, locked: false });
};

const tellCustomer = async (
  tx: TDbExecutor,
  request: TMailRequestRow,
  item: TMailItemRow,
  input: TCompleteMailRequest,
) => {
  await notifyCompany(tx, {
    companyId: request.companyId,
    actor: input.actor,
    kind: 'MAIL_REQUEST_COMPLETED',
    topic: 'mail',
    data: {
      requestId: request.id,
      itemId: item.id,
      action: request.action,
      sender: item.sender,
      tracking: input.tracking,
    },
    mail: (to) =>
      mailRequestDoneMail({
        ...to,
        itemId: item.id,
        sender: item.sender,
        action: request.action,
        tracking: input.tracking,
        note: input.note,
      }),
  });
};

/**
 * Staff complete a request (`npm run ops -- mail complete`), in one transaction: open_scan
 * and unlock attach the scan (and unlock), forward records the tracking, the others just
 * complete; the customer is told (event, e-mail) and the letter's folder refreshed. Only a
 * request staff have to do (`requested`); a stored scan is removed when refused.
 */
export const completeMailRequest = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: TCompleteMailRequest,
): Promise<TMailRequestRow> => {
  const work = deps.db.transaction(async (tx) => {
    const request = await lockMailRequest(tx, input.requestId);
    if (!request) throw new AppError('NOT_FOUND', { message: 'There is no such request.' });
    if (request.status !== 'requested') {
      throw new AppError('MAIL_ACTION_NOT_POSSIBLE', {
        message: `Only a requested one can be completed; this one is ${request.status}.`,
      });
    }
    const item = await lockMailItem(tx, request.companyId, request.mailItemId);
    if (!item) throw new AppError('NOT_FOUND', { message: 'There is no such letter.' });
    const needsScan = request.action === 'open_scan' || request.action === 'unlock';
    if (needsScan && !input.scan) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'scan',
        message: 'Attach the scanned letter (--scan letter.pdf).',
      });
    }
    if (input.scan && input.scan.contentType !== 'application/pdf') {
      throw new AppError('VALIDATION_ERROR', { field: 'scan', message: 'The scan must be a PDF.' });
    }
    if (needsScan && input.scan) {
      await attachScan(tx, deps.storage, item, { ...input, scan: input.scan });
    }
    const done = await updateMailRequest(tx, request.id, {
      status: 'completed',
      completedAt: input.now,
      ...(request.action === 'forward' && input.tracking ? { tracking: input.tracking } : {}),
      ...(input.note ? { note: input.note } : {}),
    });
    await tellCustomer(tx, request, item, input);
    await refreshMailFolder(tx, item.id);
    return { done, used: needsScan };
  });
  const { done, used } = await work.catch(async (error: unknown) => {
    if (input.scan) await deps.storage.remove(input.scan.key);
    throw error;
  });
  // A scan sent with a request that takes none is not kept.
  if (input.scan && !used) await deps.storage.remove(input.scan.key);
  return done;
};
