import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { multipartBody, PDF, vaultCalls } from '../../../test/vault-helpers';
import { companyDocuments, fileChunks, storageHolds } from '../../db/schema';
import { UPLOAD_RATE_LIMITS } from './upload-route-options';

const KB = 1024;
const SUPPORT = '/api/client/care/v1/support/attachments';

// Issue 33 item 8: no storage quota and no upload rate limit ("one request stored 10 × 10 MB,
// repeatable").
describe(`the storage quota and the bounds of one upload (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'true',
        UPLOAD_MAX_BYTES: String(100 * KB),
        STORAGE_QUOTA_BYTES: String(250 * KB),
      },
    });
  });
  afterAll(() => t.close());

  const usage = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/client/company/v7/documents/usage', headers })).json().data;

  it('counts what the company keeps and refuses an upload past the quota, on every upload route', async () => {
    const user = await createSignedInUser(t.app);
    const admin = await createSignedInUser(t.app, { role: 'ADMIN' });
    expect(await usage(user.headers)).toEqual({ usedBytes: 0, quotaBytes: 250 * KB });
    const first = await vault.upload(user.headers, [
      { name: 'a.pdf', bytes: PDF(90 * KB) },
      { name: 'b.pdf', bytes: PDF(90 * KB) },
    ]);
    expect(first.statusCode).toBe(201);
    expect(await usage(user.headers)).toEqual({ usedBytes: 180 * KB, quotaBytes: 250 * KB });

    const over = (body: FormData, url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers, payload: body });
    const answers = [
      await vault.upload(user.headers, [{ name: 'c.pdf', bytes: PDF(80 * KB) }]),
      await over(multipartBody([{ name: 'c.pdf', bytes: PDF(80 * KB) }]), SUPPORT, user.headers),
      await over(
        multipartBody([{ name: 'c.pdf', bytes: PDF(80 * KB) }], {
          kind: 'EIN_LETTER',
          title: 'EIN',
        }),
        `/api/ops/v1/companies/${user.company.id}/documents`,
        admin.headers,
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().errors[0]).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED', field: 'file' });
    }
    // Nothing of the refused files was kept; what fits still goes in.
    expect(await usage(user.headers)).toEqual({ usedBytes: 180 * KB, quotaBytes: 250 * KB });
    const [chunks] = await t.app.db.select({ n: count() }).from(fileChunks);
    // Two files of 90 KB: a chunk each on PostgreSQL, two of 64 KB each on PGlite.
    expect(chunks?.n).toBe(testDatabaseKind() === 'pglite' ? 4 : 2);
    expect(
      (await vault.upload(user.headers, [{ name: 'd.pdf', bytes: PDF(60 * KB) }])).statusCode,
    ).toBe(201);
    // Another company's quota is its own.
    const other = await createSignedInUser(t.app);
    expect(
      (await vault.upload(other.headers, [{ name: 'e.pdf', bytes: PDF(80 * KB) }])).statusCode,
    ).toBe(201);
  });

  it('lets only one of two uploads at the same moment take the last room, and holds nothing after', async () => {
    const user = await createSignedInUser(t.app);
    // 250 KB of quota: each fits alone (150 KB), the two together do not. Before the holds,
    // both checked the same stored bytes and both were kept (300 KB of 250).
    const [a, b] = await Promise.all([
      vault.upload(user.headers, [
        { name: 'a.pdf', bytes: PDF(75 * KB) },
        { name: 'b.pdf', bytes: PDF(75 * KB) },
      ]),
      t.app.inject({
        method: 'POST',
        url: SUPPORT,
        headers: user.headers,
        payload: multipartBody([
          { name: 'c.pdf', bytes: PDF(75 * KB) },
          { name: 'd.pdf', bytes: PDF(75 * KB) },
        ]),
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 413]);
    expect(await usage(user.headers)).toEqual({ usedBytes: 150 * KB, quotaBytes: 250 * KB });
    // The winner's hold was given back when it answered: its rows count the bytes once.
    const [held] = await t.app.db
      .select({ n: count() })
      .from(storageHolds)
      .where(eq(storageHolds.companyId, user.company.id));
    expect(held?.n).toBe(0);
    expect(
      (await vault.upload(user.headers, [{ name: 'e.pdf', bytes: PDF(95 * KB) }])).statusCode,
    ).toBe(201);
  });

  it('bounds the bytes of one request (twice the largest file), keeping nothing', async () => {
    const user = await createSignedInUser(t.app, {});
    const res = await vault.upload(
      user.headers,
      Array.from({ length: 3 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF(80 * KB) })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const rows = await t.app.db
      .select({ n: count() })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, user.company.id));
    expect(rows[0]?.n).toBe(0);
  });
});

describe(`the per-user upload rate limit (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("counts a customer's uploads per user: past the limit a 429, another user's upload is not", async () => {
    const user = await createSignedInUser(t.app);
    const { max } = UPLOAD_RATE_LIMITS.customer;
    for (let i = 0; i < max; i += 1) {
      const res = await vault.upload(user.headers, [{ name: `${i}.pdf`, bytes: PDF(1 * KB) }]);
      expect(res.statusCode).toBe(201);
    }
    const next = await vault.upload(user.headers, [{ name: 'x.pdf', bytes: PDF() }]);
    expect(next.statusCode).toBe(429);
    expect(next.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    const other = await createSignedInUser(t.app);
    expect((await vault.upload(other.headers, [{ name: 'y.pdf', bytes: PDF() }])).statusCode).toBe(
      201,
    );
  });
});

// Issue 33 item 11: two "new version" uploads of one document at once got the same number.
describe(`new versions of one document at once (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('are numbered one after the other', async () => {
    const user = await createSignedInUser(t.app);
    const [doc] = (await vault.upload(user.headers, [{ name: 'a.pdf', bytes: PDF() }])).json().data;
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          vault.upload(user.headers, [{ name: 'a.pdf', bytes: PDF() }], { versionOf: doc.id }),
        ),
      );
      for (const res of answers) expect(res.statusCode).toBe(201);
    }
    const rows = await t.app.db
      .select({ version: companyDocuments.version })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, user.company.id));
    expect(rows.map((r) => r.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
  });
});

// Issue 33 item 14: a client that aborted an upload was logged "database unavailable" and
// answered 503 (an outage that would page someone at night).
describe(`an upload the client aborts (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const answered: { status: number; body: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'true' },
      register: (app) => {
        app.addHook('onSend', async (request, reply, payload) => {
          if (request.url.endsWith('/documents') && request.method === 'POST')
            answered.push({ status: reply.statusCode, body: String(payload) });
          return payload;
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('is a client abort (400), never a 503 outage, and keeps nothing', async () => {
    const user = await createSignedInUser(t.app);
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const part = [
      '--abort',
      'Content-Disposition: form-data; name="file"; filename="a.pdf"',
      'Content-Type: application/pdf',
      '',
      '',
    ].join('\r\n');
    socket.write(
      [
        'POST /api/client/company/v7/documents HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${user.accessToken}`,
        'Content-Type: multipart/form-data; boundary=abort',
        `Content-Length: ${1024 * 1024}`,
        '',
        part,
      ].join('\r\n'),
    );
    socket.write(PDF(300 * KB));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const started = Date.now();
    while (answered.length === 0 && Date.now() - started < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toHaveLength(1);
    expect(answered[0]?.status).toBe(400);
    expect(answered[0]?.body).toContain('cut off');
    const [chunks] = await t.app.db.select({ n: count() }).from(fileChunks);
    expect(chunks?.n).toBe(0);
  });
});
