import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyEvents } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const KINDS = [
  'COMPANY_CREATED',
  'PAYMENT_RECEIVED',
  'FORMATION_CONFIRMED',
  'DOCUMENTS_SUBMITTED',
  'STATE_FILING_STARTED',
  'STATE_FILING_COMPLETED',
  'EIN_APPLICATION_STARTED',
  'EIN_RECEIVED',
  'BANK_ACCOUNT_OPENED',
  'FINAL_DOCUMENTS_DELIVERED',
  'STATUS_CHANGED',
];

describe(`notifications (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads as sentences from one template per kind, paged, with every unread counted', async () => {
    const { company, headers } = await createSignedInUser(t.app);
    const start = Date.UTC(2026, 0, 1);
    await t.app.db.insert(companyEvents).values(
      KINDS.map((kind, i) => ({
        companyId: company.id,
        kind,
        ...(kind === 'STATUS_CHANGED' ? { fromStatus: 'STARTED', toStatus: 'COMPLETED' } : {}),
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/api/client/v9/notifications${query}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        items: { title: string; body: string; unread: boolean }[];
        unreadCount: number;
        total: number;
      };
    };
    // Before it has a name, "your company" (capitalised where it starts the sentence).
    const unnamed = await page('?pageSize=20');
    expect(unnamed.items.find((i) => i.title === 'Payment received')?.body).toBe(
      'Thank you: we received the payment for your company.',
    );
    expect(unnamed.items.find((i) => i.title === 'Company created')?.body).toBe(
      'Your company is ready for onboarding.',
    );
    await t.app.db.update(companies).set({ companyName: 'Nube Clara', companyNameType: 'LLC' });
    const first = await page('?pageSize=4');
    expect(first).toMatchObject({ total: 11, unreadCount: 11 });
    expect(first.items.map((i) => [i.title, i.body])).toEqual([
      ['Status updated', 'Nube Clara LLC is now formed.'],
      [
        'Final documents delivered',
        'The final formation documents of Nube Clara LLC are in your documents.',
      ],
      ['Bank account opened', 'The US business bank account of Nube Clara LLC is open.'],
      ['EIN received', 'The IRS issued the EIN of Nube Clara LLC.'],
    ]);
    const last = await page('?pageSize=4&page=3');
    expect(last.items.map((i) => i.title)).toEqual([
      'Formation details confirmed',
      'Payment received',
      'Company created',
    ]);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/notifications/read?pageSize=4',
      headers,
    });
    expect(read.json().data).toMatchObject({ total: 11, unreadCount: 0 });
    expect(read.json().data.items).toHaveLength(4);
    const bad = await t.app.inject({ url: '/api/client/v9/notifications?page=0', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`notifications read where they point (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const LETTER = '11111111-1111-4111-8111-111111111111';
  const OTHER_LETTER = '22222222-2222-4222-8222-222222222222';
  const TICKET = '33333333-3333-4333-8333-333333333333';
  const SERVICE = '44444444-4444-4444-8444-444444444444';

  it('links each notification to its page; opening that page marks those read, and only those', async () => {
    const { company, headers } = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const start = Date.UTC(2026, 10, 1);
    const events = [
      { kind: 'MAIL_RECEIVED', data: { itemId: LETTER, sender: 'IRS' } },
      { kind: 'MAIL_REQUEST_COMPLETED', data: { itemId: LETTER, action: 'forward' } },
      { kind: 'MAIL_RECEIVED', data: { itemId: OTHER_LETTER, sender: 'Bank' } },
      { kind: 'SUPPORT_REPLIED', data: { ticketId: TICKET, number: 4 } },
      { kind: 'SERVICE_MOVED', toStatus: 'ACTIVE', data: { serviceId: SERVICE, name: 'Agent' } },
      { kind: 'STATE_FILING_COMPLETED', data: {} },
    ];
    for (const [owner, offset] of [
      [company.id, 0],
      [other.company.id, 60_000],
    ] as const) {
      await t.app.db.insert(companyEvents).values(
        events.map((e, i) => ({
          companyId: owner,
          ...e,
          createdAt: new Date(start + offset + i * 1000),
        })),
      );
    }
    type TPage = {
      items: { title: string; body: string; unread: boolean; link: string }[];
      unreadCount: number;
    };
    const list = async (): Promise<TPage> =>
      (await t.app.inject({ url: '/api/client/v9/notifications', headers })).json().data;
    const seen = async (path: unknown, as = headers) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/v9/notifications/seen?pageSize=8',
        headers: as,
        payload: { path },
      });
      return res;
    };
    const before = await list();
    expect(before.unreadCount).toBe(6);
    expect(before.items.map((i) => i.link)).toEqual([
      '/dashboard/home',
      `/dashboard/services/${SERVICE}`,
      `/dashboard/support?ticket=${TICKET}`,
      `/dashboard/communication?item=${OTHER_LETTER}`,
      `/dashboard/communication?item=${LETTER}`,
      `/dashboard/communication?item=${LETTER}`,
    ]);

    // The letter open in another folder: both notifications about it become read.
    const letter = await seen(`/dashboard/communication?folder=done&item=${LETTER}`);
    expect(letter.statusCode).toBe(200);
    expect(letter.json().data.unreadCount).toBe(4);
    const after = await list();
    expect(after.items.filter((i) => !i.unread).map((i) => i.link)).toEqual([
      `/dashboard/communication?item=${LETTER}`,
      `/dashboard/communication?item=${LETTER}`,
    ]);
    // The mail list alone, or another letter's page, is not the letter.
    expect((await seen('/dashboard/communication')).json().data.unreadCount).toBe(4);
    expect(
      (await seen(`/dashboard/support?status=done&ticket=${TICKET}`)).json().data,
    ).toMatchObject({ unreadCount: 3 });
    expect((await seen(`/dashboard/services/${SERVICE}/`)).json().data.unreadCount).toBe(2);
    expect((await seen('/dashboard/home')).json().data.unreadCount).toBe(1);
    // Another customer's notifications are theirs: still all unread.
    const others = await t.app.inject({
      url: '/api/client/v9/notifications',
      headers: other.headers,
    });
    expect(others.json().data.unreadCount).toBe(6);

    // Not a dashboard page: refused in the envelope.
    for (const path of ['https://evil.example/dashboard', 'dashboard/home', 42, 'x'.repeat(2001)]) {
      const bad = await seen(path);
      expect(bad.statusCode, String(path)).toBe(400);
      expect(bad.json().errors[0].field).toBe('path');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/notifications/seen',
      payload: { path: '/dashboard/home' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
