import type { TEnv } from '../../config/env';
import type { TDatabase } from '../../db/client';
import { createDbStorage } from './db-storage';
import { createS3Storage } from './s3-storage';
import type { TFileStorage } from './types';

export type TStorageConfig = Pick<
  TEnv,
  | 'STORAGE_BACKEND'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The store the configuration names (env.ts checks the S3 settings are complete). */
export const createStorage = (config: TStorageConfig, db: TDatabase): TFileStorage => {
  if (config.STORAGE_BACKEND === 'db' || !config.S3_BUCKET) return createDbStorage(db);
  return createS3Storage({
    bucket: config.S3_BUCKET,
    client: {
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
  });
};
