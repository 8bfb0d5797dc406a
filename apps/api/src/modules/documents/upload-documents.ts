import { DOCUMENT_CATEGORIES, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import {
  findDocument,
  insertDocument,
  listVersionsOf,
  lockVersionGroup,
} from './documents.repository';
import type { TStoredUpload } from './upload-parts';
import { groupOf, toVaultDocument, type TNamedCompany } from './vault-document';

const ZUploadFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES).default('other'),
  tags: z
    .string()
    .max(1000)
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(40)).max(20)),
  title: z.string().trim().min(1).max(200).optional(),
  versionOf: z.uuid().optional(),
});

const invalidField = (field: string) =>
  new AppError('VALIDATION_ERROR', {
    errors: [{ code: 'VALIDATION_ERROR', message: `The ${field} is not valid.`, field }],
  });

const titleOf = (fileName: string) => fileName.replace(/\.[a-z]+$/, '');

/**
 * The customer's uploads become documents of the company: category and tags for all, the
 * title for a single file, and with `versionOf` each file the next version of that group
 * (the older versions are kept). The stored bytes are removed if the rows cannot be written.
 */
export const uploadDocuments = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: {
    company: TNamedCompany;
    userId: string;
    files: TStoredUpload[];
    fields: Record<string, string>;
  },
): Promise<TVaultDocument[]> => {
  const { company, files } = input;
  try {
    const parsed = ZUploadFields.safeParse(input.fields);
    if (!parsed.success) throw invalidField(String(parsed.error.issues[0]?.path[0] ?? 'file'));
    const fields = parsed.data;
    return await deps.db.transaction(async (tx) => {
      const base = fields.versionOf ? await findDocument(tx, company.id, fields.versionOf) : null;
      if (fields.versionOf && (!base || base.deletedAt)) {
        throw new AppError('NOT_FOUND', { field: 'versionOf' });
      }
      const group = base ? groupOf(base) : null;
      if (group) await lockVersionGroup(tx, company.id, group);
      const versions = group ? await listVersionsOf(tx, company.id, group) : [];
      let version = Math.max(0, ...versions.map((v) => v.version));
      const created: TVaultDocument[] = [];
      for (const file of files) {
        version += 1;
        const row = await insertDocument(tx, {
          companyId: company.id,
          kind: base?.kind ?? 'UPLOAD',
          title: (files.length === 1 ? fields.title : undefined) ?? titleOf(file.fileName),
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          storage: deps.storage.backend,
          storageKey: file.key,
          sha256: file.sha256,
          createdBy: `user:${input.userId}`,
          category: base && !input.fields.category ? base.category : fields.category,
          tags: fields.tags,
          source: 'customer',
          uploadedByUserId: input.userId,
          versionOf: group,
          version: group ? version : 1,
        });
        created.push(toVaultDocument(row, company, group ? version : 1));
      }
      return created;
    });
  } catch (error) {
    await Promise.all(files.map((f) => deps.storage.remove(f.key)));
    throw error;
  }
};
