import type { FastifyReply } from 'fastify';
import { dispositionHeader } from '../../documents/disposition';
import type { Readable } from 'node:stream';

/** Letter bytes as the vault sends documents: typed, named, never sniffed, never cached. */
export const sendMailFile = (
  reply: FastifyReply,
  file: { stream: Readable; contentType: string; fileName: string; size: number | null },
  disposition: 'inline' | 'attachment',
) => {
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply
    .type(file.contentType)
    .header('content-disposition', dispositionHeader(file.fileName, disposition))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .send(file.stream);
};
