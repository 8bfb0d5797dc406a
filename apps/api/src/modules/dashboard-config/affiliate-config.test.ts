import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`affiliate tracking configuration (${testDatabaseKind()})`, () => {
  let on: TTestApp;
  let off: TTestApp;
  beforeAll(async () => {
    on = await createTestApp({
      env: { AFFILIATE_PIXEL_URL: 'https://track.example.net/p', AFFILIATE_MERCHANT_ID: 'M-42' },
    });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('is off by default and on, with its image host in the CSP, when configured', async () => {
    const get = (t: TTestApp) => t.app.inject({ url: '/api/client/v9/config/dashboard-config' });
    expect((await get(off)).json().data.affiliate).toEqual({
      enabled: false,
      pixelUrl: null,
      merchantId: null,
    });
    const res = await get(on);
    expect(res.json().data.affiliate).toEqual({
      enabled: true,
      pixelUrl: 'https://track.example.net/p',
      merchantId: 'M-42',
    });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://track.example.net",
    );
    expect((await get(off)).headers['content-security-policy']).toContain(
      "img-src 'self' data: blob:;",
    );
  });
});
