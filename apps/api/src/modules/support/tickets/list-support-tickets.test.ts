import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportTickets } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { givenAboutThings } from './about-test-helpers';
import { listSupportTickets } from './list-support-tickets';
import { callSupport, openTicket } from './tickets-test-helpers';

describe('the ticket list', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subjectsOf = (items: { subject: string }[]) => items.map((i) => i.subject);

  it('searches by number ("1042" or "#1042") and by words, with % and _ taken literally', async () => {
    const c = await createSignedInUser(t.app);
    const subjects = [
      'EIN timing for non-US owners',
      '100% refund please',
      'my_file upload',
      'myXfile upload',
      'Annual report due',
      'Form 5472 for a single-member LLC',
    ];
    const made = [];
    for (const subject of subjects) made.push(await openTicket(t.app, c.headers, { subject }));
    const search = async (q: string) => {
      const res = await callSupport(t.app, c.headers, 'GET', `/tickets?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const target = made[4];
    expect(subjectsOf((await search(String(target?.number))).items)).toEqual(['Annual report due']);
    expect(subjectsOf((await search(`#${target?.number}`)).items)).toEqual(['Annual report due']);
    // A bare number is also looked for in the subjects; with "#" it is only a ticket's.
    expect(subjectsOf((await search('5472')).items)).toEqual(['Form 5472 for a single-member LLC']);
    expect((await search('#5472')).total).toBe(0);
    expect(subjectsOf((await search('ein OWNERS')).items)).toEqual([
      'EIN timing for non-US owners',
    ]);
    expect(subjectsOf((await search('owners annual')).items)).toEqual([]);
    expect(subjectsOf((await search('100%')).items)).toEqual(['100% refund please']);
    expect(subjectsOf((await search('%')).items)).toEqual(['100% refund please']);
    expect(subjectsOf((await search('my_file')).items)).toEqual(['my_file upload']);
    expect(subjectsOf((await search('upload')).items)).toEqual([
      'myXfile upload',
      'my_file upload',
    ]);
    expect((await search('99999999999999999999')).total).toBe(0);
    const none = await search('#1');
    expect(none).toMatchObject({ items: [], total: 0, counts: { active: 0, done: 0 } });
  });

  it('splits the tabs with both counts in every answer, newest activity first, paged', async () => {
    const c = await createSignedInUser(t.app);
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await openTicket(t.app, c.headers, { subject: `Question ${i}` }));
    await callSupport(t.app, c.headers, 'POST', `/tickets/${made[1]?.id}/resolve`);
    await callSupport(t.app, c.headers, 'POST', `/tickets/${made[3]?.id}/close`);
    // The oldest ticket has the newest activity.
    await callSupport(t.app, c.headers, 'POST', `/tickets/${made[0]?.id}/messages`, {
      body: 'Any news?',
    });
    const list = async (query: string) =>
      (await callSupport(t.app, c.headers, 'GET', `/tickets?${query}`)).body.data;
    const active = await list('');
    expect(subjectsOf(active.items)).toEqual(['Question 0', 'Question 4', 'Question 2']);
    expect(active).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 20,
      counts: { active: 3, done: 2 },
    });
    const done = await list('status=done');
    expect(subjectsOf(done.items)).toEqual(['Question 3', 'Question 1']);
    expect(done).toMatchObject({ total: 2, counts: { active: 3, done: 2 } });
    expect(done.items.every((i: { reopenUntil: string | null }) => i.reopenUntil !== null)).toBe(
      true,
    );
    // Resolving and closing are not activity: the order stays that of the last message.
    const all = await list('status=all&pageSize=2&page=2');
    expect(subjectsOf(all.items)).toEqual(['Question 3', 'Question 2']);
    expect(all).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const searched = await list('q=question&status=done');
    expect(searched.counts).toEqual({ active: 3, done: 2 });
    const beyond = await list('page=9');
    expect(beyond).toMatchObject({ items: [], total: 3 });
  });

  it('orders ties on the same instant by id, and describes the page’s abouts', async () => {
    const c = await createSignedInUser(t.app);
    const things = await givenAboutThings(t.app, c.company.id);
    const a = await openTicket(t.app, c.headers, {
      about: { kind: 'mail_item', id: things.letter.id },
    });
    const b = await openTicket(t.app, c.headers, {
      about: { kind: 'invoice', id: things.invoice.id },
    });
    const same = new Date('2030-01-01T00:00:00Z');
    await t.app.db
      .update(supportTickets)
      .set({ lastMessageAt: same })
      .where(eq(supportTickets.companyId, c.company.id));
    const page = await listSupportTickets(t.app.db, c.company.id, {});
    expect(page.items.map((i) => i.id)).toEqual([a.id, b.id].sort().reverse());
    expect(page.items.map((i) => i.about?.label).sort()).toEqual(
      [
        `Invoice ${things.invoice.number}`,
        'Letter from Internal Revenue Service, 3 Nov 2026',
      ].sort(),
    );
  });
});
