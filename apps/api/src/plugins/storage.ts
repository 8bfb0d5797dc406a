import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../lib/storage/create-storage';
import { closesConnection } from '../lib/storage/spool-upload';

/** At most this many files in one upload request (the vault's "several at once"). */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * `app.storage` (where document bytes live, decision 0130) and multipart bodies. The
 * per-file limit is checked while streaming (FILE_TOO_LARGE); multipart's own limit is one
 * byte more so the stream is cut right after it, never buffered whole.
 */
export const registerStorage = async (app: FastifyInstance): Promise<void> => {
  app.decorate('storage', createStorage(app.config, app.db));
  await app.register(multipart, {
    limits: {
      fileSize: app.config.UPLOAD_MAX_BYTES + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 2000,
      parts: MAX_FILES_PER_UPLOAD + 10,
    },
  });
  // An upload cut off for its rate (issue 33): the answer closes the connection, so the rest
  // of a stalled body is never waited for.
  app.addHook('onSend', async (request, reply) => {
    if (closesConnection(request)) void reply.header('connection', 'close');
  });
};
