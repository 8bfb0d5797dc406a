import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../test-app';

// Found by issue 24's support fuzz: a multipart body cut off or with broken part headers was
// a 500 on every upload route (busboy's error); it is the client's mistake, a 400.
describe(`a malformed multipart upload (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const part = [
    '--cut-boundary',
    'Content-Disposition: form-data; name="file"; filename="a.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4',
  ].join('\r\n');

  it.each([
    ['no parts at all', 'null'],
    ['a part without the closing boundary', part],
    ['a part header without its end', '--cut-boundary\r\nContent-Disposition: form-da'],
  ])('answers 400 for %s, and keeps nothing', async (_, payload) => {
    const user = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/documents',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=cut-boundary' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'VALIDATION_ERROR' }] });
    const list = await t.app.inject({
      url: '/api/client/company/v7/documents',
      headers: user.headers,
    });
    expect(list.json().data).toEqual([]);
  });
});
