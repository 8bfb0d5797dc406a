import type { TMailItemDetail, TMailItemPatch } from '@charterline/shared/schemas/mail';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { refreshMailFolder } from '../mail-folder';
import { findMailItemRow, readMailItemDetail } from './mail-item-view';

/**
 * Read or unread; archive (archivedAt now) or unarchive (cleared: the letter goes back to
 * the folder its facts say). The folder is refreshed in the same transaction.
 */
export const patchMailItem = (
  db: TDatabase,
  input: { companyId: string; itemId: string; patch: TMailItemPatch; now: Date },
): Promise<TMailItemDetail> =>
  db.transaction(async (tx) => {
    const row = await findMailItemRow(tx, input.companyId, input.itemId);
    const { read, archived } = input.patch;
    await tx
      .update(mailItems)
      .set({
        ...(read === undefined ? {} : { readAt: read ? (row.readAt ?? input.now) : null }),
        ...(archived === undefined
          ? {}
          : { archivedAt: archived ? (row.archivedAt ?? input.now) : null }),
        updatedAt: input.now,
      })
      .where(eq(mailItems.id, row.id));
    await refreshMailFolder(tx, row.id);
    return readMailItemDetail(tx, input.companyId, row.id);
  });
