import type { FastifyReply } from 'fastify';

/** The success body as the route's response schema checks and writes it. */
export const serializedBody = (reply: FastifyReply, body: unknown): string => {
  const written = reply.serialize(body);
  if (typeof written !== 'string') throw new Error('a JSON route wrote a non-text body');
  return written;
};

/**
 * Answers with the JSON text `load` writes, kept in the database's read cache under `key`
 * until one of `tables` changes (db/read-cache.ts; only on PGlite, a pass-through on
 * PostgreSQL). An error thrown by `load` answers as usual and is not kept.
 */
export const cachedText = async (
  reply: FastifyReply,
  key: string,
  tables: readonly string[],
  load: () => Promise<string>,
): Promise<FastifyReply> => {
  const body = await reply.server.database.readCache.read(key, tables, load);
  return reply.type('application/json; charset=utf-8').send(body);
};

/**
 * `cachedText` for the success body `load` builds: what is kept is the body as the route's
 * response schema checked and wrote it, so a hit costs neither a query nor a serialization.
 */
export const cachedAnswer = (
  reply: FastifyReply,
  key: string,
  tables: readonly string[],
  load: () => Promise<unknown>,
): Promise<FastifyReply> =>
  cachedText(reply, key, tables, async () => serializedBody(reply, await load()));
