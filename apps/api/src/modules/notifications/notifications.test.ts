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
