import type { FastifyReply } from 'fastify';

/**
 * Answers with the success body `load` builds, kept in the database's read cache under
 * `key` until one of `tables` changes (db/read-cache.ts). What is kept is the body as the
 * route's response schema checked and wrote it, so a hit costs neither a query nor a
 * serialization. An error thrown by `load` answers as usual and is not kept.
 */
export const cachedAnswer = async (
  reply: FastifyReply,
  key: string,
  tables: readonly string[],
  load: () => Promise<unknown>,
): Promise<FastifyReply> => {
  const body = await reply.server.database.readCache.read(key, tables, async () => {
    const written = reply.serialize(await load());
    if (typeof written !== 'string') throw new Error('a JSON route wrote a non-text body');
    return written;
  });
  return reply.type('application/json; charset=utf-8').send(body);
};
