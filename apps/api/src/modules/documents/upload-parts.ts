import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { AppError } from '../../lib/app-error';
import { spoolUploads, uploadBounds } from '../../lib/storage/spool-upload';
import { MAX_FILES_PER_UPLOAD } from '../../plugins/storage';
import { storageKeyFor } from './documents.service';
import { detectFileType, sanitiseFileName, SNIFF_BYTES } from './file-type';
import { holdStorageRoom, releaseWhenAnswered } from './vault-usage';

export type TStoredUpload = {
  /** The multipart field it came in (`file` unless the route names others). */
  field: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
};

/** Which types a route takes (default: the vault's PDF, PNG and JPEG), by their first bytes. */
export type TUploadAccept = {
  detect: (head: Uint8Array) => { type: string; extension: string } | null;
  sniffBytes: number;
  /** The UPLOAD_TYPE_NOT_ALLOWED message for anything else. */
  message: string;
};

const DOCUMENTS: TUploadAccept = {
  detect: detectFileType,
  sniffBytes: SNIFF_BYTES,
  message: UPLOAD_TYPE_MESSAGE,
};

/** The type a file's first bytes show, or UPLOAD_TYPE_NOT_ALLOWED. */
const typeOf = (accept: TUploadAccept, field: string, head: Buffer) => {
  const type = accept.detect(head);
  if (!type) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', {
      message: accept.message,
      field: accept === DOCUMENTS ? 'file' : field,
    });
  }
  return type;
};

/**
 * Reads a multipart upload for a company (issue 33, decision 0173): the body is read whole
 * into temporary files first (spoolUploads: size, count and rate bounds; type checked by the
 * first bytes), then room is held in the company's quota (given back when the request is
 * answered: holdStorageRoom), then each file is copied into the
 * storage from its temporary file: no transaction or connection waits on the client. Text
 * fields are collected wherever they come. On any failure the files already stored are
 * removed, so a refused request leaves nothing, and the temporary files go in every path.
 */
export const receiveUploads = async (
  app: FastifyInstance,
  request: FastifyRequest,
  input: {
    companyId: string;
    /** The file fields read (default `file`); other file parts are skipped. */
    fileFields?: readonly string[];
    /** No file at all is fine (fields only): staff completing a mail request without a scan. */
    filesOptional?: boolean;
    /** Other types than the vault's (a voicemail's audio). */
    accept?: TUploadAccept;
    /** At most this many files (default MAX_FILES_PER_UPLOAD). */
    maxFiles?: number;
  },
): Promise<{ files: TStoredUpload[]; fields: Record<string, string> }> => {
  const accept = input.accept ?? DOCUMENTS;
  const spool = await spoolUploads(request, {
    ...uploadBounds(app.config),
    fileFields: input.fileFields ?? ['file'],
    maxFiles: input.maxFiles ?? MAX_FILES_PER_UPLOAD,
    headBytes: accept.sniffBytes,
    inspect: ({ field, head }) => typeOf(accept, field, head),
  });
  const files: TStoredUpload[] = [];
  try {
    if (spool.files.length === 0 && !input.filesOptional)
      throw new AppError('UPLOAD_NO_FILE', { field: input.fileFields?.[0] ?? 'file' });
    const hold = await holdStorageRoom(app.db, {
      companyId: input.companyId,
      incomingBytes: spool.files.reduce((sum, f) => sum + f.size, 0),
      quotaBytes: app.config.STORAGE_QUOTA_BYTES,
    });
    // Given back once the route has answered (its rows then count the bytes), or failed.
    releaseWhenAnswered(request, hold);
    for (const file of spool.files) {
      const { type: contentType, extension } = typeOf(accept, file.field, file.head);
      const key = storageKeyFor(input.companyId);
      const put = await app.storage.put({
        key,
        body: createReadStream(file.path),
        contentType,
        maxBytes: app.config.UPLOAD_MAX_BYTES,
      });
      files.push({
        field: file.field,
        key,
        contentType,
        fileName: sanitiseFileName(file.fileName, contentType, extension),
        ...put,
      });
    }
    return { files, fields: spool.fields };
  } catch (error) {
    await Promise.all(files.map((f) => app.storage.remove(f.key)));
    throw error;
  } finally {
    await spool.dispose();
  }
};
