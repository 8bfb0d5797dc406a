import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { fileTooLarge } from '../../lib/storage/metered';
import { storageKeyFor } from './documents.service';
import { detectFileType, sanitiseFileName, SNIFF_BYTES } from './file-type';

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

/** The first bytes decide the type; then the head and the rest flow on unchanged. */
const sniff = async (
  file: AsyncIterable<Buffer>,
  field: string,
  accept: TUploadAccept,
): Promise<{ type: string; extension: string; body: Readable }> => {
  const iterator = file[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < accept.sniffBytes) {
    const next = await iterator.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const type = accept.detect(head);
  if (!type) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', {
      message: accept.message,
      field: accept === DOCUMENTS ? 'file' : field,
    });
  }
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { type: type.type, extension: type.extension, body: Readable.from(rest()) };
};

const isMultipartLimit = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Busboy's words for a body that is not multipart as announced (cut off, bad part headers). */
const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error &&
  !(error instanceof AppError) &&
  /^(Unexpected end of|Malformed)/.test(error.message);

/**
 * Reads a multipart upload: every `file` part streams into the storage (type checked by its
 * bytes, size counted), text fields are collected. Fields may come before or after files.
 * On any failure the files already stored are removed, so a refused request leaves nothing.
 */
export const receiveUploads = async (
  request: FastifyRequest,
  input: {
    storage: TFileStorage;
    companyId: string;
    maxBytes: number;
    /** The file fields read (default `file`); other file parts are skipped. */
    fileFields?: readonly string[];
    /** No file at all is fine (fields only): staff completing a mail request without a scan. */
    filesOptional?: boolean;
    /** Other types than the vault's (a voicemail's audio). */
    accept?: TUploadAccept;
  },
): Promise<{ files: TStoredUpload[]; fields: Record<string, string> }> => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: TStoredUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!(input.fileFields ?? ['file']).includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const sniffed = await sniff(part.file, part.fieldname, input.accept ?? DOCUMENTS);
      const { type: contentType, body } = sniffed;
      const key = storageKeyFor(input.companyId);
      const put = await input.storage.put({ key, body, contentType, maxBytes: input.maxBytes });
      files.push({
        field: part.fieldname,
        key,
        contentType,
        fileName: sanitiseFileName(part.filename, contentType, sniffed.extension),
        ...put,
      });
    }
  } catch (error) {
    await Promise.all(files.map((f) => input.storage.remove(f.key)));
    if (isMultipartLimit(error)) throw fileTooLarge(input.maxBytes);
    // A client's broken body is a 400, not our failure (the support fuzz found the 500).
    if (isMalformedMultipart(error)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'The upload was cut off or malformed. Please try again.',
        cause: error,
      });
    }
    throw error;
  }
  if (files.length === 0 && !input.filesOptional)
    throw new AppError('UPLOAD_NO_FILE', { field: 'file' });
  return { files, fields };
};
