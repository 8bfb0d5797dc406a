import { Readable } from 'node:stream';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { fileChunks } from '../../db/schema';
import { eachChunk } from './metered';
import type { TFileStorage } from './types';

/** 256 KB: few rows per file, and a read holds one chunk at a time. */
export const DB_CHUNK_BYTES = 256 * 1024;

const deleteChunks = (db: TDbExecutor, key: string) =>
  db.delete(fileChunks).where(eq(fileChunks.storageKey, key));

/** A stream over a key's chunks, fetching the next one only when the reader wants it. */
const chunkStream = (db: TDbExecutor, key: string): Readable => {
  let seq = 0;
  return new Readable({
    read() {
      db.select({ data: fileChunks.data })
        .from(fileChunks)
        .where(and(eq(fileChunks.storageKey, key), gte(fileChunks.seq, seq)))
        .orderBy(asc(fileChunks.seq))
        .limit(1)
        .then(([row]) => {
          seq += 1;
          this.push(row ? Buffer.from(row.data) : null);
        })
        .catch((error: unknown) => this.destroy(error as Error));
    },
  });
};

/** The default store: the bytes in the database (table file_chunks), 256 KB per row. */
export const createDbStorage = (db: TDatabase): TFileStorage => ({
  backend: 'db',
  put: async ({ key, body, maxBytes, tx }) => {
    const write = (executor: TDbExecutor) =>
      eachChunk(body, { chunkBytes: DB_CHUNK_BYTES, maxBytes }, async (data, seq) => {
        await executor.insert(fileChunks).values({ storageKey: key, seq, data });
      });
    if (!tx) return db.transaction(write);
    try {
      return await write(tx);
    } catch (error) {
      // Inside the caller's transaction: nothing of the refused file stays even if it goes on.
      await deleteChunks(tx, key);
      throw error;
    }
  },
  get: async (key) => {
    const [first] = await db
      .select({ seq: fileChunks.seq })
      .from(fileChunks)
      .where(eq(fileChunks.storageKey, key))
      .limit(1);
    return first ? chunkStream(db, key) : null;
  },
  remove: async (key) => {
    await deleteChunks(db, key);
  },
});
