import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { mailItems } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { openDocument } from '../../documents';
import { refreshMailFolder } from '../mail-folder';
import { findMailItemRow } from './mail-item-view';

type TOpened = { stream: Readable; contentType: string; fileName: string; size: number | null };
type TDeps = Pick<FastifyInstance, 'db' | 'storage'>;

const safeName = (sender: string): string =>
  sender
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'letter';

/** The envelope image of one of the company's letters (404 when it has none). */
export const openMailEnvelope = async (
  deps: TDeps,
  input: { companyId: string; itemId: string },
): Promise<TOpened> => {
  const row = await findMailItemRow(deps.db, input.companyId, input.itemId);
  if (!row.envelopeKey) throw new AppError('NOT_FOUND');
  const stream = await deps.storage.get(row.envelopeKey);
  if (!stream) throw new AppError('NOT_FOUND');
  const contentType = row.envelopeContentType ?? 'image/jpeg';
  const ext = contentType === 'image/png' ? 'png' : 'jpg';
  return { stream, contentType, fileName: `envelope-${safeName(row.sender)}.${ext}`, size: null };
};

/**
 * The scan of one of the company's letters: MAIL_LOCKED while locked, 404 before it is
 * scanned. The first fetch is what "opened" means (decision 0154): openedAt (and readAt, if
 * unset) are set and the folder refreshed, which stops the urgent-mail reminders.
 */
export const openMailScan = async (
  deps: TDeps,
  input: { companyId: string; itemId: string; now: Date },
): Promise<TOpened> => {
  const row = await findMailItemRow(deps.db, input.companyId, input.itemId);
  if (row.locked) throw new AppError('MAIL_LOCKED');
  if (!row.scanDocumentId) throw new AppError('NOT_FOUND');
  const { row: doc, stream } = await openDocument(deps, {
    companyId: input.companyId,
    documentId: row.scanDocumentId,
  });
  if (!row.openedAt) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(mailItems)
        .set({ openedAt: input.now, readAt: row.readAt ?? input.now, updatedAt: input.now })
        .where(and(eq(mailItems.id, row.id), isNull(mailItems.openedAt)));
      await refreshMailFolder(tx, row.id);
    });
  }
  return { stream, contentType: doc.contentType, fileName: doc.fileName, size: doc.size };
};
