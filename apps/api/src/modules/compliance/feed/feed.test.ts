import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarFeed } from '@charterline/shared/schemas/compliance';
import {
  calendarFeeds,
  companies,
  complianceObligations,
  complianceRules,
} from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { hashFeedToken } from './feed-token';

type THeaders = Record<string, string>;

const WY_RULE = {
  key: 'state:WY',
  version: 1,
  data: {
    first_due: '1st day of anniversary month, year after formation',
    notes: 'Dissolution if unpaid 60 days after due.',
  },
  sourceLine: '# source: test',
  checksum: 'test-wy-1',
};

const obligationRow = (
  companyId: string,
  over: Partial<typeof complianceObligations.$inferInsert>,
) => ({
  companyId,
  key: 'state:WY:annual-report',
  period: '2027',
  kind: 'state' as const,
  ruleKey: 'state:WY',
  ruleVersion: 1,
  title: 'Wyoming annual report',
  agency: 'WY Secretary of State',
  dueDate: '2027-03-01',
  feeCents: 6000,
  ...over,
});

describe(`the private calendar feed (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  const ids = { open: '', filed: '', dismissed: '' };

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'true', PUBLIC_URL: 'https://portal.test' },
    });
    owner = await createSignedInUser(t.app);
    const companyId = owner.company.id;
    await t.app.db
      .update(companies)
      .set({ companyName: 'Acme Widgets', companyNameType: 'LLC' })
      .where(eq(companies.id, companyId));
    await t.app.db.insert(complianceRules).values(WY_RULE).onConflictDoNothing();
    const rows = await t.app.db
      .insert(complianceObligations)
      .values([
        obligationRow(companyId, {}),
        obligationRow(companyId, {
          period: '2026',
          dueDate: '2026-03-02',
          resolution: 'filed',
          filedOn: '2026-02-20',
          filedBy: 'customer',
        }),
        obligationRow(companyId, {
          key: 'irs:5472',
          period: '2026',
          kind: 'federal',
          ruleKey: 'federal:irs_5472_pro_forma_1120',
          title: 'Form 5472 with pro-forma 1120',
          agency: 'IRS',
          dueDate: '2027-04-15',
          feeCents: 0,
          resolution: 'not_applicable',
          notApplicableReason: 'US owner',
        }),
      ])
      .returning();
    [ids.open, ids.filed, ids.dismissed] = rows.map((r) => r.id) as [string, string, string];
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'DELETE', headers: THeaders, query = '') =>
    t.app.inject({ method, url: `/api/client/company/v7/compliance/feed${query}`, headers });
  const create = async (headers: THeaders = owner.headers): Promise<TCalendarFeed> => {
    const res = await call('POST', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The feed URL as a calendar app asks for it (inject takes the path). */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('answers a URL once, keeps only the hash, and the URL serves valid iCalendar', async () => {
    const feed = await create();
    expect(feed.url).toMatch(
      /^https:\/\/portal\.test\/api\/client\/public\/v1\/compliance\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const token = /calendar\/([^/.]+)\.ics$/.exec(feed.url ?? '')?.[1] ?? '';
    const stored = await t.app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, owner.company.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.tokenHash).toBe(hashFeedToken(token));
    expect(stored[0]?.lastFetchedAt).toBeNull();

    const res = await fetchFeed(feed.url ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme Widgets LLC — deadlines');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');
    const events = calendar.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
    // Oldest first; the one marked not applicable is left out.
    expect(events.map(({ e }) => e.uid)).toEqual([
      `${ids.filed}@charterline`,
      `${ids.open}@charterline`,
    ]);
    expect(events.map(({ e }) => e.summary)).toEqual([
      'Filed: Wyoming annual report — $60',
      'Wyoming annual report — $60',
    ]);
    for (const { e } of events) {
      expect(e.startDate.isDate).toBe(true);
      expect(e.endDate.isDate).toBe(true);
    }
    const open = events[1];
    expect(open?.e.startDate.toString()).toBe('2027-03-01');
    expect(open?.e.endDate.toString()).toBe('2027-03-02');
    expect(open?.e.description).toContain('Rule: 1st day of your anniversary month.');
    expect(open?.e.description).toContain('Fee: Greater of $60 or $0.0002 × Wyoming assets.');
    expect(open?.e.description).toContain(
      'If missed: Administrative dissolution if still unpaid 60 days after the due date',
    );
    expect(open?.e.description).toContain(
      `https://portal.test/dashboard/compliance?obligation=${ids.open}`,
    );
    const alarm = open?.v.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-7 * 86_400);
    // A filed obligation needs no reminder.
    expect(events[0]?.v.getFirstSubcomponent('valarm')).toBeNull();

    const [after] = await t.app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, owner.company.id));
    expect(after?.lastFetchedAt).toBeInstanceOf(Date);
    // The same token without ".ics" works too (some apps drop it).
    expect((await fetchFeed((feed.url ?? '').replace(/\.ics$/, ''))).statusCode).toBe(200);
  });

  it('rotating stops the old URL; revoking stops the new one', async () => {
    const first = await create();
    const second = await create();
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url ?? '');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ status: 'error', errors: [{ code: 'NOT_FOUND' }] });
    expect((await fetchFeed(second.url ?? '')).statusCode).toBe(200);

    const revoked = await call('DELETE', owner.headers);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toEqual({ url: null, createdAt: null });
    const gone = await fetchFeed(second.url ?? '');
    expect(gone.statusCode).toBe(404);
    // A revoked feed answers exactly as one that never existed.
    expect(gone.json()).toEqual(old.json());
  });

  it('answers 404 for unknown or malformed tokens, without a hint', async () => {
    for (const token of ['A'.repeat(43), `${'A'.repeat(43)}.ics`, 'nope', '..%2F..', 'x.ics']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/client/public/v1/compliance/calendar/${token}`,
      });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it("refuses another customer's company with 404 and no feed is made", async () => {
    const other = await createSignedInUser(t.app);
    const before = await t.app.db.select().from(calendarFeeds);
    const asOther = { ...other.headers, 'x-company-id': owner.company.id };
    expect((await call('POST', asOther)).statusCode).toBe(404);
    expect((await call('DELETE', asOther)).statusCode).toBe(404);
    const byQuery = await call('POST', other.headers, `?companyId=${owner.company.id}`);
    expect(byQuery.statusCode).toBe(404);
    expect(await t.app.db.select().from(calendarFeeds)).toEqual(before);
    // Their own company works, unaffected by the first owner's feed.
    expect((await create(other.headers)).url).toMatch(/\.ics$/);
  });

  it('limits how often one address may ask (guessing tokens), with the error envelope', async () => {
    // A second instance over the same data, with the rate limits on.
    const limited = await createTestApp({ database: t.database });
    try {
      const url = `/api/client/public/v1/compliance/calendar/${'B'.repeat(43)}.ics`;
      const codes: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(codes.every((c) => c === 404)).toBe(true);
      const refused = await limited.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 'error',
        errors: [{ code: 'TOO_MANY_REQUESTS' }],
      });
    } finally {
      await limited.close();
    }
  });

  it('asks for a signed-in caller', async () => {
    expect((await call('POST', {})).statusCode).toBe(401);
  });
});
