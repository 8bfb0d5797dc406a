import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCalls, phoneMessages } from '../../db/schema';
import { jobHandlers } from '../../composition/jobs';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { isValidTwilioSignature, twilioSignatureOf } from './provider/twilio-signature';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token-0123456789';
const NUMBER = '+13075550188';

/** A local stand-in for the few Twilio REST calls the portal makes (no internet here). */
const startFakeTwilio = async () => {
  const requests: { method: string; path: string; auth: string; form: URLSearchParams }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://twilio.test');
      const form = new URLSearchParams(raw);
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        auth: req.headers.authorization ?? '',
        form,
      });
      const account = `/2010-04-01/Accounts/${SID}`;
      res.setHeader('content-type', 'application/json');
      if (url.pathname === `${account}/AvailablePhoneNumbers/US/Local.json`) {
        return res.end(JSON.stringify({ available_phone_numbers: [{ phone_number: NUMBER }] }));
      }
      if (url.pathname === `${account}/IncomingPhoneNumbers.json` && req.method === 'POST') {
        return res.end(JSON.stringify({ sid: 'PN0001', phone_number: form.get('PhoneNumber') }));
      }
      if (url.pathname === `${account}/Messages.json` && req.method === 'POST') {
        // Twilio counts the segments it sends (its smart encoding may make fewer than ours).
        return res.end(JSON.stringify({ sid: `SM${requests.length}`, num_segments: '1' }));
      }
      if (url.pathname === `${account}/Recordings/RE0001.mp3`) {
        res.setHeader('content-type', 'audio/mpeg');
        return res.end(Buffer.from('ID3-fake-audio'));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe('the Twilio signature (twilio.validateRequest is the oracle)', () => {
  it('matches the official helper for any URL and form, and refuses any other signature', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), {
          maxKeys: 8,
        }),
        (url, params) => {
          const ours = twilioSignatureOf(TOKEN, url, params);
          expect(ours).toBe(twilio.getExpectedTwilioSignature(TOKEN, url, params));
          expect(twilio.validateRequest(TOKEN, ours, url, params)).toBe(true);
          expect(isValidTwilioSignature(TOKEN, url, params, ours)).toBe(true);
          expect(isValidTwilioSignature('another-token-0123456789', url, params, ours)).toBe(false);
          expect(isValidTwilioSignature(TOKEN, `${url}x`, params, ours)).toBe(false);
          expect(isValidTwilioSignature(TOKEN, url, params, undefined)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe(`PHONE_PROVIDER=twilio against a local stand-in (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  let c: ReturnType<typeof checkoutCalls>;
  let PUBLIC = '';
  beforeAll(async () => {
    fake = await startFakeTwilio();
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'true',
        PHONE_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_API_BASE: fake.url,
        TWILIO_AREA_CODE: '307',
      },
    });
    c = checkoutCalls(t.app);
    PUBLIC = t.env.PUBLIC_URL;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const { paidCustomer } = formationCalls(() => t);
  const basic = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  const hook = (kind: string, params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/twilio/${kind}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ??
          twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC}/api/webhooks/twilio/${kind}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  let headers: THeaders;

  it('buys the number at Twilio with our webhooks, and sends texts with basic auth', async () => {
    const customer = await paidCustomer();
    headers = customer.headers;
    const created = await c.createSession(headers, {
      items: ['virtual-phone-number'],
      successUrl: 'http://localhost:3000/dashboard/communication?tab=phone',
    });
    expect((await c.pay(headers, created.json().data as TCreatedSession)).statusCode).toBe(200);
    await runDueJobs(t.app.db, {
      handlers: jobHandlers(t.env),
      clock: () => new Date(Date.now() + 60_000),
      workerId: 'twilio-test',
    });
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/phone',
      headers,
    });
    expect(summary.json().data.line).toMatchObject({
      number: NUMBER,
      provider: 'twilio',
      creditBalance: 500,
    });
    const search = fake.requests.find((r) => r.path.includes('AvailablePhoneNumbers'));
    expect(search?.path).toContain('AreaCode=307');
    const bought = fake.requests.find((r) => r.path.endsWith('IncomingPhoneNumbers.json'));
    expect(bought?.auth).toBe(basic);
    expect(bought?.form.get('SmsUrl')).toBe(`${PUBLIC}/api/webhooks/twilio/sms`);
    expect(bought?.form.get('VoiceUrl')).toBe(`${PUBLIC}/api/webhooks/twilio/voice`);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/phone/texts/send',
      headers,
      payload: { to: '+442079460958', body: 'Hello from Wyoming' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.creditBalance).toBe(492);
    const message = fake.requests.find((r) => r.path.endsWith('Messages.json'));
    expect(message?.auth).toBe(basic);
    expect(Object.fromEntries(message!.form)).toEqual({
      From: NUMBER,
      To: '+442079460958',
      Body: 'Hello from Wyoming',
    });
    // Stored as sent, with Twilio's message sid.
    const [stored] = await t.app.db
      .select()
      .from(phoneMessages)
      .where(eq(phoneMessages.direction, 'outbound'));
    expect(stored).toMatchObject({ from: NUMBER, to: '+442079460958', code: null });
    expect(stored?.providerRef).toMatch(/^SM\d+$/);

    // 100 characters with curly quotes: 2 UCS-2 segments held (16 ¢); Twilio sent 1, so 8 ¢ back.
    const quoted = `“${'a'.repeat(98)}”`;
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/phone/texts/send',
      headers,
      payload: { to: '+442079460958', body: quoted },
    });
    expect(settled.json().data.creditBalance).toBe(484);
  });

  it('a forged or missing signature is 403 and stores nothing; a signed text is stored once', async () => {
    const params = {
      MessageSid: 'SM-in-1',
      From: '+14155550123',
      To: NUMBER,
      Body: 'Use 7719 to verify',
    };
    const forged = await hook(
      'sms',
      params,
      twilio.getExpectedTwilioSignature(
        'wrong-token-01234567',
        `${PUBLIC}/api/webhooks/twilio/sms`,
        params,
      ),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('PHONE_WEBHOOK_SIGNATURE_INVALID');
    expect((await hook('sms', params, '')).statusCode).toBe(403);
    // Signed for another path (a replay to the voice hook) is forged too.
    const elsewhere = twilio.getExpectedTwilioSignature(
      TOKEN,
      `${PUBLIC}/api/webhooks/twilio/voice`,
      params,
    );
    expect((await hook('sms', params, elsewhere)).statusCode).toBe(403);
    expect(
      await t.app.db.select().from(phoneMessages).where(eq(phoneMessages.providerRef, 'SM-in-1')),
    ).toHaveLength(0);

    for (let i = 0; i < 2; i += 1) {
      const ok = await hook('sms', params);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.headers['content-type']).toContain('text/xml');
    }
    const stored = await t.app.db
      .select()
      .from(phoneMessages)
      .where(eq(phoneMessages.providerRef, 'SM-in-1'));
    expect(stored.map((m) => [m.from, m.code])).toEqual([['+14155550123', '7719']]);
    // A number we do not have: 200 to Twilio, nothing stored.
    const stray = await hook('sms', { ...params, MessageSid: 'SM-in-2', To: '+13075550111' });
    expect(stray.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(phoneMessages).where(eq(phoneMessages.providerRef, 'SM-in-2')),
    ).toHaveLength(0);
  });

  it('a call without forwarding gets voicemail TwiML; the recording fills the call and streams back', async () => {
    const call = { CallSid: 'CA0001', From: '+14155550123', To: NUMBER };
    const voice = await hook('voice', call);
    expect(voice.statusCode, voice.body).toBe(200);
    expect(voice.body).toContain('<Record maxLength="120"');
    expect(voice.body).toContain(
      `recordingStatusCallback="${PUBLIC}/api/webhooks/twilio/recording"`,
    );
    const recordingUrl = `${fake.url}/2010-04-01/Accounts/${SID}/Recordings/RE0001`;
    const recorded = {
      CallSid: 'CA0001',
      RecordingSid: 'RE0001',
      RecordingUrl: recordingUrl,
      RecordingDuration: '17',
    };
    expect((await hook('recording', recorded)).statusCode).toBe(200);
    expect((await hook('recording', recorded)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.providerRef, 'CA0001'));
    expect(row).toMatchObject({ outcome: 'voicemail', durationSeconds: 17, recordingUrl });
    const audio = await t.app.inject({
      method: 'GET',
      url: `/api/client/company/v7/phone/calls/${row!.id}/recording`,
      headers,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
    expect(audio.body).toBe('ID3-fake-audio');
    expect(fake.requests.at(-1)?.auth).toBe(basic);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/client/company/v7/phone/line',
      headers,
      payload: { forwardTo: '+447400123456' },
    });
    const forwarded = await hook('voice', { ...call, CallSid: 'CA0002' });
    // The credit left at 6 ¢ a minute (UK) is the time limit.
    expect(forwarded.body).toMatch(
      new RegExp(
        `<Dial timeout="25" timeLimit="\\d+" action="${PUBLIC}/api/webhooks/twilio/dial" method="POST"><Number>\\+447400123456</Number></Dial>`,
      ),
    );
  });
});
