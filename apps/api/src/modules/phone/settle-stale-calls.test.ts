import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { phoneCalls, phoneLines } from '../../db/schema';
import type { TJobLog } from '../../jobs/job-types';
import { jobSchedules } from '../../composition/jobs';
import { endForwardedCall } from './end-forwarded-call';
import { createLocalPhoneProvider } from './provider/local-provider';
import { createTwilioPhoneProvider } from './provider/twilio-provider';
import { answerCall } from './receive-call';
import { settleStaleCalls, STALE_CALL_MS } from './settle-stale-calls';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const US_PHONE = '+14155550100';
const quiet: TJobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Twilio's Calls API as far as the settling asks it: child legs by parent, a call by id. */
const twilioStandIn = async (legs: Record<string, { status: string; duration: string }[]>) => {
  const account = `/2010-04-01/Accounts/${SID}`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === `${account}/Calls.json`) {
      const parent = url.searchParams.get('ParentCallSid') ?? '';
      res.end(JSON.stringify({ calls: legs[parent] ?? [] }));
      return;
    }
    const one = url.pathname.match(/\/Calls\/([^/]+)\.json$/);
    if (one && one[1] === 'CA-NEVER-DIALED') {
      res.end(JSON.stringify({ sid: one[1], status: 'completed' }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ message: 'The requested resource was not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
};

// Issue 33: a forwarded call holds its minutes from the credit; when the provider's end
// callback never comes, the `phone.settle` job asks the provider and settles it.
describe(`forwarded calls whose end never came (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const allowed = () => t.app.config.PHONE_ALLOWED_COUNTRIES;
  const lineWith = async (number: string, creditBalance: number) => {
    const { company } = await createSignedInUser(t.app);
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({
        companyId: company.id,
        number,
        provider: 'twilio',
        forwardTo: US_PHONE,
        creditBalance,
      })
      .returning();
    return line!;
  };
  /** A call forwarded (its minutes held) `agoMs` before `now`. */
  const forwarded = async (number: string, providerRef: string, now: Date, agoMs: number) => {
    const answer = await answerCall(t.app.db, allowed(), {
      to: number,
      from: '+14155550123',
      providerRef,
    });
    expect(answer.kind).toBe('forward');
    await t.app.db
      .update(phoneCalls)
      .set({ at: new Date(now.getTime() - agoMs) })
      .where(eq(phoneCalls.providerRef, providerRef));
  };
  const credit = async (id: string) =>
    (await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, id)))[0]!.creditBalance;
  const outcome = async (ref: string) =>
    (await t.app.db.select().from(phoneCalls).where(eq(phoneCalls.providerRef, ref)))[0]!;

  it('asks Twilio how each ended: charged by its length, given back when never answered, left while it runs', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const old = STALE_CALL_MS + 60_000;
    const a = await lineWith('+13075550171', 300);
    const b = await lineWith('+13075550172', 300);
    const c = await lineWith('+13075550173', 300);
    const d = await lineWith('+13075550174', 300);
    const e = await lineWith('+13075550175', 300);
    await forwarded(a.number, 'CA-ANSWERED', now, old);
    await forwarded(b.number, 'CA-NEVER-DIALED', now, old);
    await forwarded(c.number, 'CA-STILL-ON', now, old);
    await forwarded(d.number, 'CA-UNKNOWN', now, old);
    await forwarded(e.number, 'CA-RECENT', now, 10 * 60_000);
    // 300 ¢ at 3 ¢ a minute: 100 minutes held, nothing left.
    expect(await credit(a.id)).toBe(0);
    const fake = await twilioStandIn({
      'CA-ANSWERED': [{ status: 'completed', duration: '125' }],
      'CA-STILL-ON': [{ status: 'in-progress', duration: '0' }],
    });
    try {
      const provider = createTwilioPhoneProvider({
        accountSid: SID,
        authToken: 'token',
        apiBase: fake.url,
        publicUrl: 'http://localhost:3000',
        areaCode: undefined,
        timeoutMs: 2_000,
      });
      const deps = { db: t.app.db, provider, allowed: allowed(), log: quiet };
      expect(await settleStaleCalls(deps, now)).toBe(3);
      // 125 s: three started minutes at 3 ¢; the rest of the hold back.
      expect(await credit(a.id)).toBe(291);
      expect((await outcome('CA-ANSWERED')).durationSeconds).toBe(125);
      expect(await credit(b.id)).toBe(300);
      expect((await outcome('CA-NEVER-DIALED')).outcome).toBe('missed');
      expect(await credit(d.id)).toBe(300);
      // Still running, or too recent to ask about: the hold stands.
      expect(await credit(c.id)).toBe(0);
      expect(await credit(e.id)).toBe(0);
      // Once: a second run and a late callback change nothing.
      expect(await settleStaleCalls(deps, now)).toBe(0);
      const late = await endForwardedCall(t.app.db, allowed(), {
        providerRef: 'CA-ANSWERED',
        status: 'completed',
        seconds: 3000,
      });
      expect(late.charged).toBe(0);
      expect(await credit(a.id)).toBe(291);
    } finally {
      fake.close();
    }
  });

  it('with the local provider (no call is ever connected) gives the hold back, and runs hourly', async () => {
    const now = new Date('2026-11-30T12:00:00Z');
    const line = await lineWith('+13075550181', 90);
    await forwarded(line.number, 'local-call-1', now, STALE_CALL_MS + 1);
    expect(await credit(line.id)).toBe(0);
    const provider = createLocalPhoneProvider(t.app.db);
    // The first test's calls are a day old by now: the local provider settles them too.
    await settleStaleCalls({ db: t.app.db, provider, allowed: allowed(), log: quiet }, now);
    expect((await outcome('local-call-1')).outcome).toBe('missed');
    expect(await credit(line.id)).toBe(90);
    expect(jobSchedules(t.app.config)).toContainEqual({ name: 'phone.settle', everyMs: 3_600_000 });
  });
});
