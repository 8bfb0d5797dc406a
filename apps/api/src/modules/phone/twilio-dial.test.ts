import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCalls, phoneCreditEntries, phoneLines } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token-0123456789';

// The <Dial action> callback (decision 0157): a forwarded call's minutes are charged once.
describe(`Twilio's dial callback: forwarded minutes (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'true',
        PHONE_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        // Nothing here calls Twilio's REST API.
        TWILIO_API_BASE: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());
  const hook = (kind: string, params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/twilio/${kind}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ??
          twilio.getExpectedTwilioSignature(
            TOKEN,
            `${t.env.PUBLIC_URL}/api/webhooks/twilio/${kind}`,
            params,
          ),
      },
      payload: new URLSearchParams(params).toString(),
    });
  const forwardingLine = async (number: string, creditBalance: number) => {
    const { company } = await createSignedInUser(t.app);
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({
        companyId: company.id,
        number,
        provider: 'twilio',
        forwardTo: '+33142685300',
        creditBalance,
      })
      .returning();
    return line!;
  };
  const lineNow = async (id: string) =>
    (await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, id)))[0]!;
  const callOf = async (sid: string) =>
    (await t.app.db.select().from(phoneCalls).where(eq(phoneCalls.providerRef, sid)))[0]!;

  it('answered: the length is kept and 3 cents a started minute taken once (call:<CallSid>)', async () => {
    const line = await forwardingLine('+13075550161', 500);
    const voice = await hook('voice', { CallSid: 'CA-D1', From: '+14155550123', To: line.number });
    expect(voice.body).toContain(`action="${t.env.PUBLIC_URL}/api/webhooks/twilio/dial"`);
    const ended = { CallSid: 'CA-D1', DialCallStatus: 'completed', DialCallDuration: '125' };
    const forged = await hook('dial', ended, 'forged');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('PHONE_WEBHOOK_SIGNATURE_INVALID');
    expect((await lineNow(line.id)).creditBalance).toBe(500);
    for (let i = 0; i < 2; i += 1) {
      const res = await hook('dial', ended);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    }
    expect(await callOf('CA-D1')).toMatchObject({ outcome: 'forwarded', durationSeconds: 125 });
    expect((await lineNow(line.id)).creditBalance).toBe(491);
    const entries = await t.app.db
      .select()
      .from(phoneCreditEntries)
      .where(eq(phoneCreditEntries.lineId, line.id));
    expect(entries.map((e) => [e.amount, e.reference, e.reason])).toEqual([
      [-9, 'call:CA-D1', 'forwarded call'],
    ]);
  });

  it('no-answer, busy or failed: missed, nothing taken, no voicemail', async () => {
    const line = await forwardingLine('+13075550162', 500);
    for (const [sid, status] of [
      ['CA-D2', 'no-answer'],
      ['CA-D3', 'busy'],
      ['CA-D4', 'failed'],
    ] as const) {
      await hook('voice', { CallSid: sid, From: '+14155550123', To: line.number });
      const res = await hook('dial', { CallSid: sid, DialCallStatus: status });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<Record');
      expect(await callOf(sid)).toMatchObject({ outcome: 'missed', durationSeconds: 0 });
    }
    expect((await lineNow(line.id)).creditBalance).toBe(500);
    // An unknown call is 200 to Twilio and changes nothing.
    expect(
      (await hook('dial', { CallSid: 'CA-none', DialCallStatus: 'completed' })).statusCode,
    ).toBe(200);
  });

  it('the credit goes below zero by at most one call; then calls are not forwarded', async () => {
    const line = await forwardingLine('+13075550163', 4);
    await hook('voice', { CallSid: 'CA-D5', From: '+14155550123', To: line.number });
    await hook('dial', { CallSid: 'CA-D5', DialCallStatus: 'completed', DialCallDuration: '61' });
    expect((await lineNow(line.id)).creditBalance).toBe(-2);
    const next = await hook('voice', { CallSid: 'CA-D6', From: '+14155550123', To: line.number });
    expect(next.body).toContain('<Record');
    expect(next.body).not.toContain('<Dial');
    await hook('dial', { CallSid: 'CA-D6', DialCallStatus: 'completed', DialCallDuration: '60' });
    expect((await lineNow(line.id)).creditBalance).toBe(-2);
  });
});
