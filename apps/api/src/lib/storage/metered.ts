import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../app-error';

/** The limit in words for the FILE_TOO_LARGE message ("10 MB"). */
export const bytesInWords = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

export const fileTooLarge = (maxBytes: number): AppError =>
  new AppError('FILE_TOO_LARGE', {
    message: `The file is larger than ${bytesInWords(maxBytes)}, the most that can be uploaded.`,
    field: 'file',
  });

/**
 * Reads a stream in pieces of `chunkBytes` (the last one shorter), counting and hashing
 * as it goes, and throws FILE_TOO_LARGE as soon as the total passes `maxBytes` — before
 * the piece past the limit reaches `onChunk`.
 */
export const eachChunk = async (
  body: Readable,
  options: { chunkBytes: number; maxBytes: number },
  onChunk: (chunk: Buffer, seq: number) => Promise<void>,
): Promise<{ size: number; sha256: string }> => {
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= options.chunkBytes || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending);
      const piece = joined.subarray(0, Math.min(options.chunkBytes, joined.length));
      const rest = joined.subarray(piece.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      await onChunk(piece, seq);
      seq += 1;
    }
  };
  for await (const part of body as AsyncIterable<Buffer | string>) {
    const buffer = typeof part === 'string' ? Buffer.from(part) : part;
    size += buffer.length;
    if (size > options.maxBytes) {
      body.destroy();
      throw fileTooLarge(options.maxBytes);
    }
    hash.update(buffer);
    pending.push(buffer);
    pendingBytes += buffer.length;
    await flush(false);
  }
  await flush(true);
  return { size, sha256: hash.digest('hex') };
};
