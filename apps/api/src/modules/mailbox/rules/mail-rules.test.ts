import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailRequests, mailRules } from '../../../db/schema';
import { runDueJobs } from '../../../jobs/run-due-jobs';
import { jobHandlers } from '../../../composition/jobs';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { applyMailRulesOnArrival } from './apply-rules-on-arrival';
import { runMailRule } from './run-mail-rule';
import { givenLetter, givenMailbox, itemOf, jobsAbout, requestsOf } from './mail-test-helpers';

const DAY_MS = 86_400_000;
const RULES = '/api/client/company/v7/mail/rules';
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysAgo = (n: number) => dayOf(new Date(Date.now() - n * DAY_MS));

describe('mail rules', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const customer = async (mailbox = true) => {
    const c = await createSignedInUser(t.app);
    if (mailbox) await givenMailbox(t.app.db, c.company.id);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `${RULES}${url}`, headers: c.headers, payload });
    return { ...c, call };
  };
  /** Runs the due `mail.rule` jobs at `at` (the clock is moved, nothing sleeps). */
  const runRuleJobs = (at: Date) =>
    runDueJobs(t.app.db, {
      handlers: { 'mail.rule': jobHandlers(t.env)['mail.rule']! },
      clock: () => at,
      workerId: 'rules-test',
    });
  const ruleRow = async (id: string) =>
    (await t.app.db.select().from(mailRules).where(eq(mailRules.id, id)))[0];

  it('lists, creates (one per category), changes and deletes rules', async () => {
    const c = await customer();
    expect((await c.call('GET', '')).json().data).toEqual([]);
    const made = await c.call('POST', '', {
      category: 'marketing',
      action: 'shred',
      afterDays: 30,
    });
    expect(made.statusCode).toBe(201);
    const rule = made.json().data;
    expect(rule).toMatchObject({
      category: 'marketing',
      action: 'shred',
      afterDays: 30,
      applied: 0,
    });
    const again = await c.call('POST', '', {
      category: 'marketing',
      action: 'archive',
      afterDays: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'MAIL_RULE_EXISTS', field: 'category' });
    const changed = await c.call('PATCH', `/${rule.id}`, { afterDays: 60 });
    expect(changed.json().data).toMatchObject({ id: rule.id, action: 'shred', afterDays: 60 });
    expect((await c.call('PATCH', `/${rule.id}`, {})).statusCode).toBe(400);
    expect((await c.call('GET', '')).json().data).toMatchObject([{ id: rule.id, afterDays: 60 }]);
    expect((await c.call('DELETE', `/${rule.id}`)).statusCode).toBe(200);
    expect((await c.call('DELETE', `/${rule.id}`)).statusCode).toBe(404);
    expect((await c.call('PATCH', `/${rule.id}`, { afterDays: 5 })).statusCode).toBe(404);
    expect((await c.call('GET', '')).json().data).toEqual([]);
  });

  it('refuses forwarding, bad delays and a company without a mailbox, with a field', async () => {
    const c = await customer();
    for (const body of [
      { category: 'bank', action: 'forward', afterDays: null },
      { category: 'bank', action: 'shred', afterDays: 0 },
      { category: 'bank', action: 'shred', afterDays: 366 },
      { category: 'nope', action: 'shred', afterDays: null },
      { category: 'bank', action: 'shred' },
    ]) {
      const res = await c.call('POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const without = await customer(false);
    const res = await without.call('POST', '', {
      category: 'irs',
      action: 'open_scan',
      afterDays: null,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('MAILBOX_NOT_ACTIVE');
    expect((await without.call('GET', '')).statusCode).toBe(200);
  });

  it('two rules for one category at once: one is made, the other is MAIL_RULE_EXISTS', async () => {
    const c = await customer();
    const body = { category: 'state', action: 'open_scan', afterDays: null };
    const answers = await Promise.all([c.call('POST', '', body), c.call('POST', '', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await c.call('GET', '')).json().data).toHaveLength(1);
  });

  it('"shred marketing after 30 days" made today shreds a 40-day-old letter at the next run', async () => {
    const c = await customer();
    const old = await givenLetter(t.app.db, { companyId: c.company.id, receivedOn: daysAgo(40) });
    const recent = await givenLetter(t.app.db, {
      companyId: c.company.id,
      receivedOn: daysAgo(10),
    });
    const urgent = await givenLetter(t.app.db, {
      companyId: c.company.id,
      receivedOn: daysAgo(40),
      urgent: true,
    });
    const ancient = await givenLetter(t.app.db, {
      companyId: c.company.id,
      receivedOn: daysAgo(400),
    });
    const bank = await givenLetter(t.app.db, {
      companyId: c.company.id,
      receivedOn: daysAgo(40),
      category: 'bank',
    });
    const rule = (
      await c.call('POST', '', { category: 'marketing', action: 'shred', afterDays: 30 })
    ).json().data;
    const [job] = await jobsAbout(t.app.db, 'mail.rule', recent.id);
    expect(job?.runAt.toISOString()).toBe(
      new Date(Date.parse(`${recent.receivedOn}T00:00:00Z`) + 30 * DAY_MS).toISOString(),
    );
    for (const id of [urgent.id, ancient.id, bank.id]) {
      expect(await jobsAbout(t.app.db, 'mail.rule', id)).toEqual([]);
    }
    const now = new Date();
    await runRuleJobs(now);
    expect(await requestsOf(t.app.db, old.id)).toMatchObject([
      { action: 'shred', status: 'requested', requestedBy: 'rule', ruleId: rule.id },
    ]);
    expect((await itemOf(t.app.db, old.id)).folder).toBe('pending');
    expect(await requestsOf(t.app.db, recent.id)).toEqual([]);
    await runRuleJobs(new Date(now.getTime() + 21 * DAY_MS));
    expect(await requestsOf(t.app.db, recent.id)).toMatchObject([{ action: 'shred' }]);
    expect((await ruleRow(rule.id))?.applied).toBe(2);
    for (const id of [urgent.id, ancient.id, bank.id]) {
      expect(await requestsOf(t.app.db, id)).toEqual([]);
    }
  });

  it('acts at arrival without a delay: scans the IRS, archives; never urgent or locked letters', async () => {
    const c = await customer();
    const scan = await c.call('POST', '', {
      category: 'irs',
      action: 'open_scan',
      afterDays: null,
    });
    await c.call('POST', '', { category: 'other', action: 'archive', afterDays: null });
    const arrive = async (input: Parameters<typeof givenLetter>[1]) => {
      const item = await givenLetter(t.app.db, input);
      await t.app.db.transaction((tx) => applyMailRulesOnArrival(tx, item, { now: new Date() }));
      return item;
    };
    const today = dayOf(new Date());
    const irs = await arrive({ companyId: c.company.id, category: 'irs', receivedOn: today });
    expect(await requestsOf(t.app.db, irs.id)).toMatchObject([
      {
        action: 'open_scan',
        status: 'requested',
        requestedBy: 'rule',
        ruleId: scan.json().data.id,
      },
    ]);
    const other = await arrive({ companyId: c.company.id, category: 'other', receivedOn: today });
    expect(await itemOf(t.app.db, other.id)).toMatchObject({ folder: 'archived' });
    expect((await itemOf(t.app.db, other.id)).archivedAt).not.toBeNull();
    const urgentIrs = await arrive({
      companyId: c.company.id,
      category: 'irs',
      receivedOn: today,
      urgent: true,
    });
    const locked = await arrive({
      companyId: c.company.id,
      category: 'irs',
      receivedOn: today,
      locked: true,
    });
    expect(await requestsOf(t.app.db, urgentIrs.id)).toEqual([]);
    expect(await requestsOf(t.app.db, locked.id)).toEqual([]);
    expect((await c.call('GET', '')).json().data).toMatchObject([{ applied: 1 }, { applied: 1 }]);
  });

  it('the job re-checks: a deleted rule, a customer who acted first, a changed action', async () => {
    const c = await customer();
    const received = daysAgo(2);
    const first = await givenLetter(t.app.db, { companyId: c.company.id, receivedOn: received });
    const second = await givenLetter(t.app.db, { companyId: c.company.id, receivedOn: received });
    const rule = (
      await c.call('POST', '', { category: 'marketing', action: 'shred', afterDays: 5 })
    ).json().data;
    // The customer asks for the first letter to be held before the rule's day.
    await t.app.db.insert(mailRequests).values({
      mailItemId: first.id,
      companyId: c.company.id,
      action: 'hold',
      status: 'requested',
    });
    // The rule now recycles, a day later: the waiting job follows.
    await c.call('PATCH', `/${rule.id}`, { action: 'recycle', afterDays: 6 });
    const [job] = await jobsAbout(t.app.db, 'mail.rule', second.id);
    expect(job?.payload).toMatchObject({ action: 'recycle' });
    const later = new Date(Date.now() + 10 * DAY_MS);
    await runRuleJobs(later);
    expect(await requestsOf(t.app.db, first.id)).toMatchObject([{ action: 'hold' }]);
    expect(await requestsOf(t.app.db, second.id)).toMatchObject([{ action: 'recycle' }]);
    // Run again (a crash after it acted): nothing more.
    const payload = { itemId: second.id, ruleId: rule.id, action: 'recycle' };
    expect(await runMailRule({ db: t.app.db, now: later, payload })).toBe(false);
    expect((await ruleRow(rule.id))?.applied).toBe(1);
    // A payload naming the old action, or a deleted rule, does nothing.
    const third = await givenLetter(t.app.db, { companyId: c.company.id, receivedOn: received });
    const stale = { itemId: third.id, ruleId: rule.id, action: 'shred' };
    expect(await runMailRule({ db: t.app.db, now: later, payload: stale })).toBe(false);
    await c.call('DELETE', `/${rule.id}`);
    const gone = { itemId: third.id, ruleId: rule.id, action: 'recycle' };
    expect(await runMailRule({ db: t.app.db, now: later, payload: gone })).toBe(false);
    expect(await requestsOf(t.app.db, third.id)).toEqual([]);
  });

  it("never reaches another customer's rules", async () => {
    const a = await customer();
    const b = await customer();
    const rule = (
      await a.call('POST', '', { category: 'bank', action: 'open_scan', afterDays: null })
    ).json().data;
    const asB = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${RULES}${url}?companyId=${a.company.id}`,
        headers: b.headers,
        payload,
      });
    expect((await asB('GET', '')).statusCode).toBe(404);
    expect((await asB('PATCH', `/${rule.id}`, { afterDays: 3 })).statusCode).toBe(404);
    expect((await asB('DELETE', `/${rule.id}`)).statusCode).toBe(404);
    expect((await b.call('PATCH', `/${rule.id}`, { afterDays: 3 })).statusCode).toBe(404);
    expect((await b.call('DELETE', `/${rule.id}`)).statusCode).toBe(404);
    expect((await a.call('GET', '')).json().data).toMatchObject([{ id: rule.id, afterDays: null }]);
  });
});
