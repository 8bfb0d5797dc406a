import type { TMailBulk, TMailBulkResult } from '@charterline/shared/schemas/mail';
import type { TErrorCode } from '@charterline/shared/errors';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { refreshMailFolder } from '../mail-folder';
import { requestMailAction } from './create-mail-request';
import { isUniqueViolation, lockMailItem, updateMailItem } from './mail-requests.repository';

/** The short reason a bulk action skipped a letter. */
const REASONS: Partial<Record<TErrorCode, string>> = {
  NOT_FOUND: 'not found',
  MAIL_REQUEST_OPEN: 'a request is already open',
  MAIL_LOCKED: 'locked',
  MAILBOX_NOT_ACTIVE: 'mailbox not active',
};

const reasonOf = (error: unknown): string => {
  if (isUniqueViolation(error)) return 'a request is already open';
  if (error instanceof AppError) return REASONS[error.code] ?? error.message;
  throw error;
};

/** read/unread/archive/unarchive: the letter changes at once. */
const changeDirectly = async (
  tx: TDbExecutor,
  companyId: string,
  itemId: string,
  action: 'read' | 'unread' | 'archive' | 'unarchive',
  now: Date,
): Promise<void> => {
  const item = await lockMailItem(tx, companyId, itemId);
  if (!item) throw new AppError('NOT_FOUND');
  if (action === 'read') await updateMailItem(tx, item.id, { readAt: item.readAt ?? now });
  if (action === 'unread') await updateMailItem(tx, item.id, { readAt: null });
  if (action === 'archive') {
    await updateMailItem(tx, item.id, { archivedAt: item.archivedAt ?? now });
  }
  if (action === 'unarchive') await updateMailItem(tx, item.id, { archivedAt: null });
  await refreshMailFolder(tx, item.id);
};

/**
 * POST …/mail/bulk: one action on up to 100 of the company's letters, each in its own
 * transaction; a letter that cannot take it is skipped with the reason (another company's
 * is "not found", as a single call would answer).
 */
export const bulkMail = async (
  db: TDatabase,
  input: { companyId: string; userId: string; bulk: TMailBulk; now: Date },
): Promise<TMailBulkResult> => {
  const result: TMailBulkResult = { changed: 0, skipped: [] };
  const { action } = input.bulk;
  for (const id of [...new Set(input.bulk.ids)]) {
    try {
      await db.transaction(async (tx) => {
        if (action === 'shred' || action === 'recycle' || action === 'open_scan') {
          await requestMailAction(tx, {
            companyId: input.companyId,
            userId: input.userId,
            itemId: id,
            action,
          });
        } else {
          await changeDirectly(tx, input.companyId, id, action, input.now);
        }
      });
      result.changed += 1;
    } catch (error) {
      result.skipped.push({ id, reason: reasonOf(error) });
    }
  }
  return result;
};
