import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { eachChunk } from './metered';
import type { TFileStorage } from './types';

export type TS3StorageConfig = {
  bucket: string;
  client: S3ClientConfig;
};

/** Pieces handed to the multipart upload (its own parts are 5 MB, the S3 minimum). */
const PIPE_BYTES = 64 * 1024;

/**
 * An S3-compatible store (AWS, MinIO, R2…). The upload streams through a counter and a
 * hash; past the limit it is aborted, so S3 never completes the object.
 */
export const createS3Storage = (config: TS3StorageConfig): TFileStorage => {
  const s3 = new S3Client(config.client);
  return {
    backend: 's3',
    put: async ({ key, body, contentType, maxBytes }) => {
      const pipe = new PassThrough();
      const upload = new Upload({
        client: s3,
        params: { Bucket: config.bucket, Key: key, Body: pipe, ContentType: contentType },
      });
      const done = upload.done();
      // upload.done() rejects when aborted; the metering error is the one worth reporting.
      done.catch(() => undefined);
      try {
        const result = await eachChunk(body, { chunkBytes: PIPE_BYTES, maxBytes }, async (c) => {
          if (!pipe.write(c)) await new Promise((resolve) => pipe.once('drain', resolve));
        });
        pipe.end();
        await done;
        return result;
      } catch (error) {
        await upload.abort();
        pipe.destroy();
        throw error;
      }
    },
    get: async (key) => {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
};
