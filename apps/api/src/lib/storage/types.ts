import type { Readable } from 'node:stream';
import type { TDbExecutor } from '../../db/client';

/**
 * Where document bytes live (issue 20): one interface, two stores. `db` (the default, in the
 * database: table file_chunks, streamed chunk by chunk) and `s3` (an S3-compatible store when
 * configured). Callers stream in and out; no store holds a whole file in memory twice.
 */
export type TStorageBackend = 'db' | 's3';

export type TPutResult = { size: number; sha256: string };

export type TFileStorage = {
  backend: TStorageBackend;
  /** Stores the stream under `key`; stops with FILE_TOO_LARGE past `maxBytes`, leaving nothing. */
  put: (input: {
    key: string;
    body: Readable;
    contentType: string;
    maxBytes: number;
    /** The transaction the document's row is written in (the db store writes its chunks there
     * too, so a rolled-back row leaves no bytes); other stores ignore it. */
    tx?: TDbExecutor;
  }) => Promise<TPutResult>;
  /** The bytes under `key` as a stream (null: not found). */
  get: (key: string) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
};
