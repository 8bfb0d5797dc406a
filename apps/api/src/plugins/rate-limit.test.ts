import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createSignedInUser, TEST_PASSWORD } from '../../test/auth-helpers';
import { COMPANY_CREATION_LIMIT } from '../modules/companies/companies.routes';

// Two API instances over one Redis share the login-failure count
// (docs/architecture.md § Scale-out).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('login limits kept in Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts failures across instances and refuses the 11th', async () => {
    const { user } = await createSignedInUser(a.app);
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
    const attempt = (t: TTestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/public/v9/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(i % 2 ? a : b, `Wrong-${randomUUID()}`);
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await attempt(b, TEST_PASSWORD);
    expect(eleventh.statusCode).toBe(429);
  });

  // The two instances have a database each, so this one counts on one instance over Redis.
  it('counts company creations per user in Redis (issue 15 item 8)', async () => {
    const { headers } = await createSignedInUser(a.app);
    const create = () =>
      a.app.inject({ method: 'POST', url: '/api/client/company/v7/companies', headers });
    const answers = await Promise.all(Array.from({ length: 30 }, create));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(COMPANY_CREATION_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - COMPANY_CREATION_LIMIT.max);
  });
});
