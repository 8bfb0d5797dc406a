import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { dispositionHeader } from './disposition';

/**
 * The headers every stored file is sent with, whoever stored it (a letter, a document, an
 * attachment, a recording, a report): typed and named by us, never sniffed, never cached, and
 * sandboxed if opened, so a file cannot run script in our origin.
 */
export const safeFileHeaders = (
  fileName: string,
  disposition: 'inline' | 'attachment',
): Record<string, string> => ({
  'content-disposition': dispositionHeader(fileName, disposition),
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
});

/** A stored file's bytes with the safe headers. */
export const sendFile = (
  reply: FastifyReply,
  file: { stream: Readable | Buffer; contentType: string; fileName: string; size: number | null },
  disposition: 'inline' | 'attachment',
) => {
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply
    .type(file.contentType)
    .headers(safeFileHeaders(file.fileName, disposition))
    .send(file.stream);
};
