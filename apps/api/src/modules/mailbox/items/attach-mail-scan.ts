import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import type { TStoredUpload } from '../../documents';
import { refreshMailFolder } from '../mail-folder';
import { insertMailScan, oneFile } from './mail-scan-document';
import { readMailItemDetail } from './mail-item-view';

/** The company of a letter, before its upload is read (404 for an unknown letter). */
export const mailItemCompanyId = async (db: TDatabase, itemId: string): Promise<string> => {
  const [row] = await db
    .select({ companyId: mailItems.companyId })
    .from(mailItems)
    .where(eq(mailItems.id, itemId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.companyId;
};

/**
 * Staff scanned a letter already recorded (`npm run ops -- mail scan <itemId> --scan f.pdf`):
 * the PDF joins the vault and the letter. Not a locked letter (its unlock request, completed
 * with the scan, does that) nor one already scanned. The file is removed if refused.
 */
export const attachMailScan = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: { itemId: string; actor: string; files: TStoredUpload[]; now: Date },
): Promise<{ companyId: string; item: TMailItemDetail }> => {
  try {
    const scan = oneFile(input.files, 'scan', 'Attach one scan (PDF).');
    if (!scan) throw new AppError('UPLOAD_NO_FILE', { field: 'scan' });
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailItems)
        .where(eq(mailItems.id, input.itemId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.locked) throw new AppError('MAIL_LOCKED');
      if (row.scanDocumentId) {
        throw new AppError('MAIL_ACTION_NOT_POSSIBLE', {
          message: 'This letter is already scanned.',
        });
      }
      const scanDocumentId = await insertMailScan(tx, deps.storage, {
        companyId: row.companyId,
        actor: input.actor,
        sender: row.sender,
        file: scan,
      });
      await tx
        .update(mailItems)
        .set({ scanDocumentId, updatedAt: input.now })
        .where(and(eq(mailItems.id, row.id), isNull(mailItems.scanDocumentId)));
      await refreshMailFolder(tx, row.id);
      return {
        companyId: row.companyId,
        item: await readMailItemDetail(tx, row.companyId, row.id),
      };
    });
  } catch (error) {
    await Promise.all(input.files.map((f) => deps.storage.remove(f.key)));
    throw error;
  }
};
