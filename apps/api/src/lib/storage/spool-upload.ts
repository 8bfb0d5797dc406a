import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { isClientAbort } from './client-abort';
import { bytesInWords, fileTooLarge } from './metered';

/**
 * Issue 33 (decision 0173): every upload route reads its multipart body here, into temporary
 * files, before anything touches the database or the file store. A client that stalls or
 * trickles then holds a temporary file and a socket, never a transaction or a connection.
 * The bounds: bytes per file, files per request, bytes per request, and a floor on the body's
 * rate. Every malformed, aborted, too large or too slow body becomes its envelope here.
 */

export type TSpooledFile = {
  /** The multipart field it came in. */
  field: string;
  /** The name the client sent, as sent (callers clean it). */
  fileName: string;
  /** The temporary file holding the bytes (removed by `dispose`). */
  path: string;
  size: number;
  sha256: string;
  /** The first `headBytes` bytes (all of them when the file is shorter). */
  head: Buffer;
};

export type TSpool = {
  files: TSpooledFile[];
  /** The text fields, wherever they came in the body (the last of a repeated name wins). */
  fields: Record<string, string>;
  /** Removes the temporary files; callers run it when done, in every path. */
  dispose: () => Promise<void>;
};

export type TSpoolOptions = {
  /** The file fields read; file parts of other names are skipped unread. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** All files of the request together. */
  maxTotalBytes: number;
  /** The floor: fewer bytes than this per second over `rateWindowMs` cuts the upload off. */
  minBytesPerSecond: number;
  rateWindowMs: number;
  /** How many leading bytes to keep in `head` (default 8). */
  headBytes?: number;
  /** Sees each file's head as soon as it has arrived and throws to refuse the file. */
  inspect?: (file: { field: string; head: Buffer }) => void;
};

/** Requests cut off for being too slow: their answer closes the connection (plugins/storage). */
const cutOff = new WeakSet<IncomingMessage>();
export const closesConnection = (request: FastifyRequest): boolean => cutOff.has(request.raw);

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

const malformed = (cause: unknown) =>
  new AppError('VALIDATION_ERROR', {
    message: 'The upload was cut off or malformed. Please try again.',
    cause,
  });

/** Busboy's words for a body that is not multipart as announced (cut, bad headers, no boundary). */
const MALFORMED =
  /^(Unexpected end of|Malformed|Multipart: Boundary not found|Unsupported content type|Missing Content-Type)/;

/** What the client reads for each way a body can fail; other errors are ours and pass on. */
const toEnvelope = (error: unknown, request: FastifyRequest, options: TSpoolOptions): unknown => {
  if (error instanceof AppError) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(options.maxFileBytes);
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION_ERROR', {
      message:
        options.maxFiles === 1
          ? 'Attach one file at a time.'
          : `Attach at most ${options.maxFiles} files at once.`,
      field: options.fileFields[0] ?? 'file',
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_ERROR', { message: 'The upload has too many fields.' });
  }
  if (isClientAbort(error, request.raw)) {
    request.log.info({ reason: code ?? String(error) }, 'client aborted the upload');
    return new AppError('VALIDATION_ERROR', {
      message: 'The upload was cut off before it ended.',
      cause: error,
    });
  }
  if (error instanceof Error && MALFORMED.test(error.message)) return malformed(error);
  return error;
};

/**
 * Watches the socket's byte count: a window that brings fewer than the floor's bytes (while
 * the body has not ended) rejects `cut` with UPLOAD_TOO_SLOW. An injected request (no real
 * socket) is never cut.
 */
const watchRate = (request: FastifyRequest, options: TSpoolOptions) => {
  const raw = request.raw;
  const socket = raw.socket as { bytesRead?: number } | undefined;
  let reject: (error: AppError) => void = () => undefined;
  const cut = new Promise<never>((_, no) => {
    reject = no;
  });
  cut.catch(() => undefined);
  if (typeof socket?.bytesRead !== 'number') return { cut, stop: () => undefined };
  const floor = (options.minBytesPerSecond * options.rateWindowMs) / 1000;
  let last = socket.bytesRead;
  const timer = setInterval(() => {
    const now = socket.bytesRead ?? last;
    if (raw.complete || now - last >= floor) {
      last = now;
      return;
    }
    clearInterval(timer);
    cutOff.add(raw);
    request.log.info(
      { bytesInWindow: now - last, windowMs: options.rateWindowMs },
      'upload cut off: slower than the floor',
    );
    reject(new AppError('UPLOAD_TOO_SLOW'));
  }, options.rateWindowMs);
  timer.unref();
  return { cut, stop: () => clearInterval(timer) };
};

type TPart = {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  filename?: string;
  file?: AsyncIterable<Buffer> & { resume: () => void };
};

/** One file part into a temporary file: counted, hashed, its head kept and inspected. */
const spoolFile = async (
  part: TPart & { file: NonNullable<TPart['file']> },
  options: TSpoolOptions,
  path: string,
  totalSoFar: number,
): Promise<TSpooledFile> => {
  const headBytes = options.headBytes ?? 8;
  const hash = createHash('sha256');
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let inspected = false;
  let size = 0;
  const inspect = () => {
    inspected = true;
    options.inspect?.({ field: part.fieldname, head: Buffer.concat(kept) });
  };
  try {
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size > options.maxFileBytes) throw fileTooLarge(options.maxFileBytes);
      if (totalSoFar + size > options.maxTotalBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: `The files of one upload may have at most ${bytesInWords(options.maxTotalBytes)} together.`,
          field: part.fieldname,
        });
      }
      if (keptBytes < headBytes) {
        const piece = chunk.subarray(0, headBytes - keptBytes);
        kept.push(piece);
        keptBytes += piece.length;
      }
      if (!inspected && keptBytes >= headBytes) inspect();
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!inspected) inspect();
    out.end();
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    throw error;
  }
  return {
    field: part.fieldname,
    fileName: part.filename ?? '',
    path,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(kept),
  };
};

/**
 * Reads the whole multipart body of `request` into temporary files (under the system's
 * temporary folder) within the bounds of `options`. On failure nothing is left on disk and
 * the error is the client's envelope (400 malformed or cut off, 408 too slow, 413 too large);
 * on success the caller owns the files until it runs `dispose`.
 */
export const spoolUploads = async (
  request: FastifyRequest,
  options: TSpoolOptions,
): Promise<TSpool> => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: TSpooledFile[] = [];
  const fields: Record<string, string> = {};
  const paths: string[] = [];
  const dispose = async () => {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  const read = async () => {
    const parts = request.parts({
      limits: { fileSize: options.maxFileBytes + 1, files: options.maxFiles },
    }) as AsyncIterable<TPart>;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!part.file) continue;
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const path = join(tmpdir(), `charterline-upload-${randomUUID()}`);
      paths.push(path);
      const total = files.reduce((sum, f) => sum + f.size, 0);
      files.push(await spoolFile({ ...part, file: part.file }, options, path, total));
    }
  };
  const watch = watchRate(request, options);
  const reading = read();
  try {
    await Promise.race([reading, watch.cut]);
    return { files, fields, dispose };
  } catch (error) {
    // Cut off mid-body, the reading ends when the connection closes: its files go then too.
    reading.then(dispose, dispose).catch(() => undefined);
    await dispose();
    throw toEnvelope(error, request, options);
  } finally {
    watch.stop();
  }
};

/** The bounds every upload route shares, from the configuration. */
export const uploadBounds = (config: {
  UPLOAD_MAX_BYTES: number;
  UPLOAD_MIN_BYTES_PER_SECOND: number;
  UPLOAD_RATE_WINDOW_MS: number;
}) => ({
  maxFileBytes: config.UPLOAD_MAX_BYTES,
  maxTotalBytes: UPLOAD_REQUEST_FILES_FACTOR * config.UPLOAD_MAX_BYTES,
  minBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
  rateWindowMs: config.UPLOAD_RATE_WINDOW_MS,
});

/** One request carries at most this many of the largest files' worth of bytes (20 MB). */
export const UPLOAD_REQUEST_FILES_FACTOR = 2;
