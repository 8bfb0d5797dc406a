import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDbHandle } from '../../db/client';
import { seedReferenceData } from '../../composition/seed';
import { startCuttableProxy, type TCuttableProxy } from '../../../test/cuttable-proxy';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createFreshPostgresDatabase } from '../../../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const baseUrl = process.env.DATABASE_URL;

type TProbe = { statusCode: number; body: { status: string; data?: unknown; errors?: unknown } };

const probe = async (t: TTestApp, url: '/api/ready' | '/api/health'): Promise<TProbe> => {
  const res = await t.app.inject({ url });
  return { statusCode: res.statusCode, body: res.json() };
};

/** Polls until `url` answers `status` (a reconnect takes its own time), or fails. */
const eventually = async (t: TTestApp, url: '/api/ready', status: number): Promise<TProbe> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await probe(t, url);
    if (answer.statusCode === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const unavailable = (field: 'db' | 'redis') => ({
  statusCode: 503,
  body: {
    status: 'error',
    message: expect.any(String),
    errors: [{ code: 'SERVICE_UNAVAILABLE', message: expect.any(String), field }],
  },
});

describe(`readiness (${testDatabaseKind()})`, () => {
  let plain: TTestApp;
  let withRedis: TTestApp;
  let redisProxy: TCuttableProxy;

  beforeAll(async () => {
    plain = await createTestApp();
    const redis = new URL(REDIS_URL);
    redisProxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port) });
    redis.hostname = '127.0.0.1';
    redis.port = String(redisProxy.port);
    withRedis = await createTestApp({
      env: { REDIS_URL: redis.toString() },
      database: plain.database,
    });
    // This suite cuts Redis on purpose: the client's reconnect errors are expected here.
    withRedis.app.redis?.on('error', () => undefined);
  });
  afterAll(async () => {
    await withRedis?.close();
    await plain?.close();
    await redisProxy?.close();
  });

  it('is ready when the database answers and no Redis is configured', async () => {
    expect(await probe(plain, '/api/ready')).toEqual({
      statusCode: 200,
      body: { status: 'success', data: { db: 'ok', redis: 'none', version: '1.0.0' } },
    });
  });

  it('is not ready while Redis is down, and ready again once it is back', async () => {
    expect((await probe(withRedis, '/api/ready')).body).toMatchObject({
      data: { db: 'ok', redis: 'ok' },
    });
    redisProxy.cut();
    expect(await eventually(withRedis, '/api/ready', 503)).toEqual(unavailable('redis'));
    // Liveness is not readiness: the process still answers.
    expect((await probe(withRedis, '/api/health')).statusCode).toBe(200);
    redisProxy.restore();
    expect((await eventually(withRedis, '/api/ready', 200)).body).toMatchObject({
      data: { redis: 'ok' },
    });
  });

  it('is listed in the OpenAPI document beside health', async () => {
    const paths = Object.keys((plain.app.swagger() as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });
});

// PGlite runs inside the process: only a database server can go away.
describe.skipIf(!baseUrl)('readiness while PostgreSQL is down (needs DATABASE_URL)', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let proxy: TCuttableProxy;
  let database: TDbHandle;
  let t: TTestApp;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(baseUrl!, 'ready');
    const url = new URL(fresh.url);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedReferenceData(database.db);
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await fresh?.drop();
  });

  it('answers 503 on ready and 200 on health while the database is down, then recovers', async () => {
    expect((await probe(t, '/api/ready')).statusCode).toBe(200);
    proxy.cut();
    const started = Date.now();
    expect(await probe(t, '/api/ready')).toEqual(unavailable('db'));
    expect(await probe(t, '/api/health')).toEqual({
      statusCode: 200,
      body: {
        status: 'success',
        data: { db: 'unavailable', version: '1.0.0', node: process.versions.node },
      },
    });
    // Both answered within the probe's timeout, not a connection timeout's.
    expect(Date.now() - started).toBeLessThan(5000);
    proxy.restore();
    expect((await eventually(t, '/api/ready', 200)).body).toMatchObject({ data: { db: 'ok' } });
  });
});
