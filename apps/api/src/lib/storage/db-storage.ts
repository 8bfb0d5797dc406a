import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { runsInProcess, type TDatabase, type TDbExecutor } from '../../db/client';
import { fileChunks } from '../../db/schema';
import { eachChunk } from './metered';
import type { TFileStorage } from './types';

/** 256 KB on PostgreSQL: few rows per file, and a read holds one chunk at a time. */
export const DB_CHUNK_BYTES = 256 * 1024;
/**
 * 64 KB on PGlite, whose statements run on the event loop: an insert of 256 KB held it up to
 * half a second on a busy machine while a statement upload was stored (issue 33). Reads take
 * 64 KB slices of a chunk of any size, so files written with either size read the same.
 */
export const IN_PROCESS_CHUNK_BYTES = 64 * 1024;

const deleteChunks = (db: TDbExecutor, key: string) =>
  db.delete(fileChunks).where(eq(fileChunks.storageKey, key));

/**
 * Bytes per read: a 256 KB row is read in 64 KB slices. On PGlite a read runs on the event
 * loop and costs about its size (a whole row held it 50–190 ms on a busy machine; issue 33).
 */
const READ_SLICE_BYTES = 64 * 1024;

/** A stream over a key's chunks, fetching the next slice only when the reader wants it. */
const chunkStream = (db: TDbExecutor, key: string): Readable => {
  let seq = 0;
  let offset = 0;
  const next = async (): Promise<Buffer | null> => {
    for (;;) {
      const [row] = await db
        .select({
          seq: fileChunks.seq,
          data: sql<Uint8Array>`substring(${fileChunks.data} from ${offset + 1} for ${READ_SLICE_BYTES})`,
        })
        .from(fileChunks)
        .where(and(eq(fileChunks.storageKey, key), gte(fileChunks.seq, seq)))
        .orderBy(asc(fileChunks.seq))
        .limit(1);
      if (!row) return null;
      const data = Buffer.from(row.data);
      if (data.length < READ_SLICE_BYTES) {
        seq = row.seq + 1;
        offset = 0;
      } else {
        seq = row.seq;
        offset += READ_SLICE_BYTES;
      }
      if (data.length > 0) return data;
    }
  };
  return new Readable({
    read() {
      next()
        .then((data) => this.push(data))
        .catch((error: unknown) => this.destroy(error as Error));
    },
  });
};

/** The default store: the bytes in the database (table file_chunks), 256 KB per row. */
export const createDbStorage = (db: TDatabase): TFileStorage => ({
  backend: 'db',
  put: async ({ key, body, maxBytes, tx }) => {
    const chunkBytes = runsInProcess(db) ? IN_PROCESS_CHUNK_BYTES : DB_CHUNK_BYTES;
    const write = (executor: TDbExecutor) =>
      eachChunk(body, { chunkBytes, maxBytes }, async (data, seq) => {
        await executor.insert(fileChunks).values({ storageKey: key, seq, data });
      });
    // Without a caller's transaction each chunk is its own short statement: no transaction
    // stays open while the body is read (issue 33: a stalled body held one, and on PGlite the
    // whole database, for as long as the sender waited). A failure removes what was written.
    const executor = tx ?? db;
    try {
      return await write(executor);
    } catch (error) {
      // Inside the caller's transaction: nothing of the refused file stays even if it goes on.
      await deleteChunks(executor, key);
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
