import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver has no types; the few calls used are typed here.
// @ts-expect-error -- untyped package
import S3rver from 's3rver';

type TS3rver = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
type TS3rverClass = new (options: Record<string, unknown>) => TS3rver;

/**
 * A real S3-compatible server (s3rver, on npm) on a free port with an empty bucket, for
 * testing the S3 store through the AWS SDK over HTTP. Its settings as env entries.
 */
export const startS3Server = async (bucket = 'charterline-test') => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new (S3rver as TS3rverClass)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
