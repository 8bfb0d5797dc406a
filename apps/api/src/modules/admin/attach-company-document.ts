import { DOCUMENT_CATEGORIES, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { insertDocument, toVaultDocument } from '../documents';
import type { TStoredUpload } from '../documents';
import { insertCompanyEvent } from '../companies';

/** The text fields of a staff upload (multipart, next to its one `file`). */
export const ZAttachFields = z.object({
  kind: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,40}$/, 'A kind such as ARTICLES_OF_ORGANIZATION'),
  title: z.string().trim().min(1).max(120),
  category: z.enum(DOCUMENT_CATEGORIES).default('formation'),
});

/**
 * Operations attaches a file (already streamed into the storage) to a company; the
 * customer's timeline shows it was added. The bytes are removed if the row is refused.
 */
export const attachCompanyDocument = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: {
    companyId: string;
    actor: string;
    files: TStoredUpload[];
    fields: Record<string, string>;
  },
): Promise<TVaultDocument> => {
  try {
    const fields = ZAttachFields.safeParse(input.fields);
    if (!fields.success) {
      const field = String(fields.error.issues[0]?.path[0] ?? 'file');
      throw new AppError('VALIDATION_ERROR', {
        errors: [
          { code: 'VALIDATION_ERROR', message: fields.error.issues[0]?.message ?? '', field },
        ],
      });
    }
    const [file, ...more] = input.files;
    if (!file || more.length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Attach one file at a time.',
        field: 'file',
      });
    }
    return await deps.db.transaction(async (tx) => {
      const row = await insertDocument(tx, {
        companyId: input.companyId,
        kind: fields.data.kind,
        title: fields.data.title,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        storage: deps.storage.backend,
        storageKey: file.key,
        sha256: file.sha256,
        createdBy: input.actor,
        category: fields.data.category,
        source: 'staff',
      });
      await insertCompanyEvent(tx, {
        companyId: input.companyId,
        actor: input.actor,
        kind: 'DOCUMENT_ADDED',
        data: { documentId: row.id, title: row.title },
      });
      return toVaultDocument(row, null);
    });
  } catch (error) {
    await Promise.all(input.files.map((f) => deps.storage.remove(f.key)));
    throw error;
  }
};
