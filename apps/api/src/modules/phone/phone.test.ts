import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyEvents,
  jobs,
  phoneCreditEntries,
  phoneLines,
  services,
  subscriptions,
} from '../../db/schema';
import { jobHandlers } from '../../composition/jobs';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { mailKindsTo } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const PHONE = '/api/client/company/v7/phone';

describe(`phone, local provider: buy, assign, texts, calls (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const { paidCustomer, adminHeaders } = formationCalls(() => t);
  const buy = (headers: THeaders, items: string[]) =>
    c.buy(headers, items, 'http://localhost:3000/dashboard/communication?tab=phone');
  const runJobs = () =>
    runDueJobs(t.app.db, {
      handlers: jobHandlers(t.env),
      clock: () => new Date(Date.now() + 60_000),
      workerId: 'phone-test',
    });
  const get = (url: string, headers: THeaders) =>
    t.app.inject({ method: 'GET', url: `${PHONE}${url}`, headers });
  const send = (method: 'POST' | 'PATCH', url: string, headers: THeaders, payload?: object) =>
    t.app.inject({ method, url: `${PHONE}${url}`, headers, ...(payload ? { payload } : {}) });
  const ops = async (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/phone${url}`,
      headers: await adminHeaders(),
      payload,
    });

  /** A formed customer with a bought and assigned number. */
  const customerWithLine = async () => {
    const customer = await paidCustomer();
    await buy(customer.headers, ['virtual-phone-number']);
    await runJobs();
    const summary = (await get('', customer.headers)).json().data;
    return { ...customer, line: summary.line as { number: string; creditBalance: number } };
  };

  it('a bought number is pending until phone.assign runs, then 555-01xx with $5.00 of credit, once', async () => {
    const { headers, company, user } = await paidCustomer();
    const before = await get('', headers);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({
      line: null,
      pending: false,
      prices: { number: 5_900, recharge: 1_000 },
      unreadTexts: 0,
    });
    expect((await get('/texts', headers)).json().errors[0].code).toBe('PHONE_LINE_NOT_ACTIVE');

    await buy(headers, ['virtual-phone-number']);
    expect((await get('', headers)).json().data).toMatchObject({ line: null, pending: true });
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.name, 'phone.assign'));
    expect(job?.key).toMatch(/^phone\.assign:/);

    await runJobs();
    const summary = (await get('', headers)).json().data;
    expect(summary.pending).toBe(false);
    expect(summary.line).toMatchObject({
      status: 'active',
      provider: 'local',
      creditBalance: 500,
      notifyByEmail: true,
      forwardTo: null,
    });
    expect(summary.line.number).toMatch(/^\+130755501\d\d$/);
    expect(summary.line.display).toMatch(/^\(307\) 555-01\d\d$/);
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.filter((e) => e.kind === 'PHONE_NUMBER_ASSIGNED')).toHaveLength(1);
    expect(await mailKindsTo(t.app.db, user.email)).toContain('phone-number-assigned');

    // The job again (a crash after the commit) adds nothing.
    const handler = jobHandlers(t.env)['phone.assign']!;
    const again = await handler({
      db: t.app.db,
      now: new Date(),
      log: t.app.log,
      attempt: 2,
      payload: job?.payload,
      job: { id: job!.id, name: 'phone.assign' },
    });
    expect(again).toBe('exists');
    expect(
      await t.app.db.select().from(phoneLines).where(eq(phoneLines.companyId, company.id)),
    ).toHaveLength(1);
  });

  it('two companies never get the same number', async () => {
    const a = await customerWithLine();
    const b = await customerWithLine();
    expect(a.line.number).not.toBe(b.line.number);
  });

  it('ops sms: stored with its code, unread, e-mailed without the code in the subject; read marks all', async () => {
    const { headers, line, user } = await customerWithLine();
    const res = await ops('/sms', {
      to: line.number,
      from: '+14155550123',
      body: 'Your Chase code is 482913',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.code).toBe('482913');
    await ops('/sms', { to: line.number, from: '72975', body: 'Your balance is $1,234.56' });

    const texts = (await get('/texts', headers)).json().data;
    expect(texts.total).toBe(2);
    expect(texts.items.map((x: { code: string | null }) => x.code)).toEqual([null, '482913']);
    expect(texts.items[1]).toMatchObject({ from: '+14155550123', readAt: null });
    expect((await get('', headers)).json().data.unreadTexts).toBe(2);

    const mails = await t.app.db.query.outbox.findMany({
      where: (o, { and, eq: is }) =>
        and(is(o.recipient, user.email), is(o.kind, 'phone-text-received')),
    });
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.subject).not.toContain('482913');
    expect(mails.some((m) => m.textBody.includes('482913'))).toBe(true);

    const read = await send('POST', '/texts/read', headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.items.every((x: { readAt: string | null }) => x.readAt)).toBe(true);
    expect((await get('', headers)).json().data.unreadTexts).toBe(0);

    const unknown = await ops('/sms', { to: '+13075550999', from: '+14155550123', body: 'hi' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sending a short text to the UK takes 8 cents of credit; refused when the credit is short', async () => {
    const { headers, company } = await customerWithLine();
    const sent = await send('POST', '/texts/send', headers, {
      to: '+44 20 7946 0958',
      body: 'Hello',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.creditBalance).toBe(492);
    const bad = await send('POST', '/texts/send', headers, { to: 'nope', body: 'Hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('to');

    await t.app.db
      .update(phoneLines)
      .set({ creditBalance: 7 })
      .where(eq(phoneLines.companyId, company.id));
    const short = await send('POST', '/texts/send', headers, { to: '+442079460958', body: 'Hi' });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0].code).toBe('PHONE_CREDIT_TOO_LOW');
  });

  it('a recharge adds its price once; bought before the number, it waits for the assignment', async () => {
    const { headers, company } = await paidCustomer();
    await buy(headers, ['virtual-phone-recharge']);
    await buy(headers, ['virtual-phone-number']);
    await runJobs();
    expect((await get('', headers)).json().data.line.creditBalance).toBe(1_500);
    await buy(headers, ['virtual-phone-recharge']);
    expect((await get('', headers)).json().data.line.creditBalance).toBe(2_500);
    await runJobs();
    const [line] = await t.app.db
      .select()
      .from(phoneLines)
      .where(eq(phoneLines.companyId, company.id));
    const entries = await t.app.db
      .select()
      .from(phoneCreditEntries)
      .where(eq(phoneCreditEntries.lineId, line!.id));
    expect(entries.map((e) => e.reason).sort()).toEqual([
      'recharge',
      'recharge',
      'starting credit',
    ]);
    expect(line!.creditBalance).toBe(2_500);
  });

  it('the line patch: forwarding (an allowed country, never itself) and the e-mail setting', async () => {
    const { headers, line } = await customerWithLine();
    const patched = await send('PATCH', '/line', headers, {
      forwardTo: '+44 7400 123456',
      notifyByEmail: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ forwardTo: '+447400123456', notifyByEmail: false });
    const france = await send('PATCH', '/line', headers, { forwardTo: '+33 1 42 68 53 00' });
    expect(france.statusCode).toBe(400);
    expect(france.json().errors[0]).toMatchObject({
      code: 'PHONE_DESTINATION_NOT_ALLOWED',
      field: 'forwardTo',
    });
    const self = await send('PATCH', '/line', headers, { forwardTo: line.number });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].code).toBe('PHONE_FORWARD_TO_SELF');
    const call = await ops('/calls', { to: line.number, from: '+14155550123' });
    expect(call.json().data.outcome).toBe('forwarded');
  });

  it('ops call: a voicemail with its transcript, a missed call; the calls page, newest first', async () => {
    const { headers, line, company } = await customerWithLine();
    const vm = await ops('/calls', {
      to: line.number,
      from: '+14155550123',
      voicemailSeconds: 42,
      transcript: 'Call me back about the invoice.',
    });
    expect(vm.statusCode, vm.body).toBe(200);
    expect(vm.json().data.outcome).toBe('voicemail');
    const missed = await ops('/calls', { to: line.number, from: '+14155550124' });
    expect(missed.json().data.outcome).toBe('missed');
    const calls = (await get('/calls', headers)).json().data;
    expect(calls.total).toBe(2);
    expect(calls.items[1]).toMatchObject({
      outcome: 'voicemail',
      durationSeconds: 42,
      transcript: 'Call me back about the invoice.',
      hasRecording: false,
    });
    const recording = await get(`/calls/${calls.items[1].id}/recording`, headers);
    expect(recording.statusCode).toBe(404);
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.filter((e) => e.kind === 'PHONE_VOICEMAIL')).toHaveLength(1);
  });

  it("another customer's company is 404, their call recording too", async () => {
    const owner = await customerWithLine();
    const other = await paidCustomer();
    const res = await get(`?companyId=${owner.company.id}`, other.headers);
    expect(res.statusCode).toBe(404);
    const texts = await get(`/texts?companyId=${owner.company.id}`, other.headers);
    expect(texts.statusCode).toBe(404);
    const vm = await ops('/calls', {
      to: owner.line.number,
      from: '+14155550123',
      voicemailSeconds: 5,
    });
    const rec = await get(`/calls/${vm.json().data.id}/recording`, other.headers);
    expect([404, 409]).toContain(rec.statusCode);
  });

  it('the subscription ended: phone.release gives the number back, the page says no line', async () => {
    const { headers, company } = await customerWithLine();
    const [service] = await t.app.db
      .select()
      .from(services)
      .where(eq(services.companyId, company.id));
    expect(service).toBeDefined();
    await t.app.db
      .update(subscriptions)
      .set({ status: 'CANCELLED' })
      .where(eq(subscriptions.companyId, company.id));
    const handler = jobHandlers(t.env)['phone.release']!;
    const context = { db: t.app.db, now: new Date(), log: t.app.log, attempt: 1, payload: {} };
    expect(await handler({ ...context, job: { id: 'x', name: 'phone.release' } })).toBeGreaterThan(
      0,
    );
    const summary = (await get('', headers)).json().data;
    expect(summary).toMatchObject({ line: null, pending: false });
    expect((await get('/texts', headers)).json().errors[0].code).toBe('PHONE_LINE_NOT_ACTIVE');
    const [line] = await t.app.db
      .select()
      .from(phoneLines)
      .where(eq(phoneLines.companyId, company.id));
    expect(line).toMatchObject({ status: 'released' });
  });

  it('webhooks are refused with the local provider (no signature can be valid)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'MessageSid=SM1&From=%2B14155550123&To=%2B13075550100&Body=hi',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('PHONE_WEBHOOK_SIGNATURE_INVALID');
  });
});
