import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { multipartBody, PDF } from '../../../test/vault-helpers';
import { fileChunks } from '../../db/schema';

const VAULT = '/api/client/company/v7/documents';

/**
 * Opens a real connection and sends a vault upload's headers and the first bytes of its file,
 * then nothing more: the "first bytes then silence" of issue 33 item 2.
 */
const stallUpload = (port: number, token: string) =>
  new Promise<{ socket: Socket; answer: Promise<string> }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const head = [
        '--stall',
        'Content-Disposition: form-data; name="file"; filename="big.pdf"',
        'Content-Type: application/pdf',
        '',
        '',
      ].join('\r\n');
      const first = Buffer.concat([Buffer.from(head), PDF(64 * 1024)]);
      socket.write(
        [
          `POST ${VAULT} HTTP/1.1`,
          'Host: 127.0.0.1',
          `Authorization: Bearer ${token}`,
          'Content-Type: multipart/form-data; boundary=stall',
          // The size of a 10 MB upload: the server waits for the rest that never comes.
          `Content-Length: ${first.length + 10 * 1024 * 1024}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(first);
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      const answer = new Promise<string>((done) => {
        socket.on('close', () => done(Buffer.concat(chunks).toString('utf8')));
      });
      resolve({ socket, answer });
    });
    socket.on('error', reject);
  });

// Issue 33 item 2: an upload that stalls held a database transaction open without limit (the
// db store wrote while reading the client's stream inside db.transaction): on PGlite the
// whole database waited, on PostgreSQL a few such uploads took every transaction connection.
describe(`a stalled upload (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    // A small floor and window, so the cut-off comes within a second (no long sleeps).
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'true',
        UPLOAD_MIN_BYTES_PER_SECOND: '2000',
        UPLOAD_RATE_WINDOW_MS: '400',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("stops neither another customer's upload and list nor /api/ready, and is cut off with 408", async () => {
    const sender = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    // More stalled uploads than the test pool has transaction connections (5).
    const stalled = await Promise.all(
      Array.from({ length: 6 }, () => stallUpload(port, sender.accessToken)),
    );
    // Let the server read what was sent (and, before the fix, open its transactions).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const signal = () => AbortSignal.timeout(5_000);
    const [upload, list, ready] = await Promise.all([
      fetch(`${base}${VAULT}`, {
        method: 'POST',
        headers: other.headers,
        body: multipartBody([{ name: 'a.pdf', bytes: PDF(300 * 1024) }]),
        signal: signal(),
      }),
      fetch(`${base}${VAULT}`, { headers: other.headers, signal: signal() }),
      fetch(`${base}/api/ready`, { signal: signal() }),
    ]);
    const waited = performance.now() - started;
    expect([upload.status, list.status, ready.status]).toEqual([201, 200, 200]);
    expect(waited).toBeLessThan(3_000);

    // Each stalled upload is answered 408 UPLOAD_TOO_SLOW and its connection closed.
    const answers = await Promise.all(stalled.map((s) => s.answer));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"UPLOAD_TOO_SLOW"');
    }
    // Nothing of them was kept: only the other customer's 300 KB (two 256 KB chunks, or five
    // of 64 KB on PGlite).
    const [chunks] = await t.app.db.select({ n: count() }).from(fileChunks);
    expect(chunks?.n).toBe(testDatabaseKind() === 'pglite' ? 5 : 2);
  });

  it('lets a slow but steady upload (above the floor) through', async () => {
    const user = await createSignedInUser(t.app);
    const form = new Request('http://x', {
      method: 'POST',
      body: multipartBody([{ name: 'a.pdf', bytes: PDF(8 * 1024) }]),
    });
    const body = Buffer.from(await form.arrayBuffer());
    const type = form.headers.get('content-type') ?? '';
    // 8 KB in 1 KB pieces every 100 ms: 10 KB/s, over the 2 KB/s floor, across several windows.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST ${VAULT} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${user.accessToken}`,
        `Content-Type: ${type}`,
        `Content-Length: ${body.length}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    for (let at = 0; at < body.length; at += 1024) {
      socket.write(body.subarray(at, at + 1024));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await closed;
    expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('sets the server timeouts from the configuration', () => {
    expect(t.app.server.requestTimeout).toBe(t.env.REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(t.env.CONNECTION_TIMEOUT_MS);
  });
});
