import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { COMPANY_CREATION_LIMIT } from './companies.routes';

describe(`companies, notifications and the dashboard configuration (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let limited: TTestApp;
  beforeAll(async () => {
    const file = join(tmpdir(), `dashboard-config-${Date.now()}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        company: { maxCompaniesPerUser: 2 },
        navigation: { showNavItems: { support: false } },
      }),
    );
    t = await createTestApp();
    limited = await createTestApp({ env: { DASHBOARD_CONFIG_FILE: file } });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  it('serves the configuration with the spec defaults, public and unauthenticated', async () => {
    const res = await t.app.inject({ url: '/api/client/v9/config/dashboard-config' });
    expect(res.statusCode).toBe(200);
    const config = res.json().data;
    expect(config.company).toEqual({
      allowCompanyCreation: true,
      maxCompaniesPerUser: null,
      showCompanySwitcher: true,
      defaultCompanyId: null,
    });
    expect(config.navigation.defaultRoute).toBe('/dashboard/home');
    expect(config.ui.sidebarWidth).toBe(280);
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.referral).toMatchObject({ headline: 'Get $50', rewardText: 'EARN $500' });
    const custom = await limited.app.inject({ url: '/api/client/v9/config/dashboard-config' });
    expect(custom.json().data.navigation.showNavItems).toMatchObject({
      support: false,
      home: true,
    });
  });

  it("lists only the caller's companies and creates more up to the limit", async () => {
    const a = await createSignedInUser(limited.app);
    const b = await createSignedInUser(limited.app);
    const list = (headers: Record<string, string>) =>
      limited.app.inject({ url: '/api/client/company/v7/companies', headers });
    const create = (headers: Record<string, string>) =>
      limited.app.inject({ method: 'POST', url: '/api/client/company/v7/companies', headers });
    expect((await list(a.headers)).json().data.map((c: { id: string }) => c.id)).toEqual([
      a.company.id,
    ]);
    const second = await create(a.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ companyStatus: 'NONE', paymentStatus: 'NOT_PAID' });
    const third = await create(a.headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0].code).toBe('COMPANY_LIMIT_REACHED');
    const ids = (await list(a.headers)).json().data.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(2);
    expect((await list(b.headers)).json().data.map((c: { id: string }) => c.id)).toEqual([
      b.company.id,
    ]);
    expect((await list({})).statusCode).toBe(401);
  });

  it('turns company events into notifications with an unread count', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/client/company/v7/companies',
        headers: a.headers,
      });
    }
    const res = await t.app.inject({ url: '/api/client/v9/notifications', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unreadCount).toBe(3);
    expect(res.json().data.items[0]).toMatchObject({ title: 'Company created', unread: true });
    const other = await t.app.inject({ url: '/api/client/v9/notifications', headers: b.headers });
    expect(other.json().data.items).toEqual([]);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/notifications/read',
      headers: a.headers,
    });
    expect(read.json().data.unreadCount).toBe(0);
  });

  it('rate-limits company creation per user: 100 at once make at most 10, then 429', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const create = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/client/company/v7/companies', headers });
    const answers = await Promise.all(Array.from({ length: 100 }, () => create(a.headers)));
    const created = answers.filter((r) => r.statusCode === 200).length;
    expect(created).toBe(COMPANY_CREATION_LIMIT.max);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(100 - created);
    expect(refused[0]?.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'TOO_MANY_REQUESTS' }],
    });
    const list = await t.app.inject({
      url: '/api/client/company/v7/companies',
      headers: a.headers,
    });
    expect(list.json().data).toHaveLength(1 + created);
    // The limit is the caller's, not the address's: another customer still creates.
    expect((await create(b.headers)).statusCode).toBe(200);
  });
});
