import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSignedInUser } from '../../../test/auth-helpers';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { PDF, sha256, vaultCalls } from '../../../test/vault-helpers';
import { companyDocuments, fileChunks } from '../../db/schema';
import { purgeDeletedDocuments } from '../../modules/documents/purge-deleted-documents';
import { loadEnv } from '../../config/env';
import { createStorage } from './create-storage';
import type { TFileStorage } from './types';

const MB = 1024 * 1024;
/** A stream of `bytes` in 64 KB pieces, as a multipart part arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
      bytes.subarray(i * 65_536, (i + 1) * 65_536),
    ),
  );
const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

// The S3 store against a real S3-compatible server (s3rver over HTTP), not a stubbed SDK.
describe('the S3 store (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: TFileStorage;
  let keys: () => Promise<string[]>;
  beforeAll(async () => {
    s3 = await startS3Server();
    const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...s3.env });
    // The db is never touched by the S3 store.
    storage = createStorage(env, null as never);
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    keys = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }))).Contents ?? [])
        .map((o) => o.Key ?? '')
        .sort();
  });
  afterAll(() => s3.close());

  it('stores a 7 MB stream (a multipart upload), reads the same bytes back, removes it', async () => {
    expect(storage.backend).toBe('s3');
    const bytes = randomBytes(7 * MB);
    const put = await storage.put({
      key: 'companies/a/big',
      body: streamOf(bytes),
      contentType: 'application/pdf',
      maxBytes: 10 * MB,
    });
    expect(put).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    const read = await storage.get('companies/a/big');
    expect(read).not.toBeNull();
    expect(sha256(await collect(read as Readable))).toBe(sha256(bytes));
    await storage.remove('companies/a/big');
    expect(await storage.get('companies/a/big')).toBeNull();
    expect(await keys()).toEqual([]);
  });

  it('aborts past the limit and leaves no object, small or multipart', async () => {
    for (const size of [200 * 1024, 6 * MB]) {
      const bytes = randomBytes(size);
      await expect(
        storage.put({
          key: `too-large-${size}`,
          body: streamOf(bytes),
          contentType: 'image/png',
          maxBytes: size - 1,
        }),
      ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    }
    expect(await keys()).toEqual([]);
    expect(await storage.get('too-large-204800')).toBeNull();
  });
});

describe(`the vault on the S3 store (s3rver, ${testDatabaseKind()})`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    s3 = await startS3Server('vault');
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads, downloads and purges through S3; the rows hold no bytes', async () => {
    const { headers } = await createSignedInUser(t.app);
    const bytes = PDF(300 * 1024);
    const [doc] = (await vault.upload(headers, [{ name: 'a.pdf', bytes }])).json().data;
    const [row] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, doc.id));
    expect(row).toMatchObject({ storage: 's3', content: null, sha256: sha256(bytes) });
    expect(await t.app.db.select().from(fileChunks)).toEqual([]);
    const file = await vault.download(headers, doc.id);
    expect(sha256(file.rawPayload)).toBe(sha256(bytes));
    await vault.remove(headers, doc.id);
    const purged = await purgeDeletedDocuments(t.app, new Date(Date.now() + 31 * 86_400_000));
    expect(purged).toBe(1);
    expect(await t.app.storage.get(row?.storageKey ?? '')).toBeNull();
  });
});
