import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCalls, phoneCreditEntries, phoneLines } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token-0123456789';
/** A forwarding number in the US (3 ¢ a minute) and one in the UK (6 ¢). */
const US_PHONE = '+14155550100';
const UK_PHONE = '+447400123456';

// The <Dial action> callback (decisions 0157, 0176): the minutes the credit covers are held when
// the call comes in (the dial's timeLimit), and settled once when it ends.
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
  const forwardingLine = async (number: string, creditBalance: number, forwardTo = US_PHONE) => {
    const { company } = await createSignedInUser(t.app);
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({
        companyId: company.id,
        number,
        provider: 'twilio',
        forwardTo,
        creditBalance,
      })
      .returning();
    return line!;
  };
  const lineNow = async (id: string) =>
    (await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, id)))[0]!;
  const callOf = async (sid: string) =>
    (await t.app.db.select().from(phoneCalls).where(eq(phoneCalls.providerRef, sid)))[0]!;

  const entriesOf = async (lineId: string) =>
    (await t.app.db.select().from(phoneCreditEntries).where(eq(phoneCreditEntries.lineId, lineId)))
      .map((e) => [e.amount, e.reference, e.reason])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));

  it('answered: the minutes the credit covers are held (timeLimit), 3 cents a started minute kept once, the rest given back', async () => {
    const line = await forwardingLine('+13075550161', 500);
    const voice = await hook('voice', { CallSid: 'CA-D1', From: '+14155550123', To: line.number });
    expect(voice.body).toContain(`action="${t.env.PUBLIC_URL}/api/webhooks/twilio/dial"`);
    // 500 ¢ covers 166 minutes; one call holds at most 120 (PHONE_FORWARD_MAX_MINUTES).
    expect(voice.body).toContain('<Dial timeout="25" timeLimit="7200" ');
    expect((await lineNow(line.id)).creditBalance).toBe(140);
    const again = await hook('voice', { CallSid: 'CA-D1', From: '+14155550123', To: line.number });
    expect(again.body).toContain('timeLimit="7200"');
    expect((await lineNow(line.id)).creditBalance).toBe(140);
    const ended = { CallSid: 'CA-D1', DialCallStatus: 'completed', DialCallDuration: '125' };
    const forged = await hook('dial', ended, 'forged');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('PHONE_WEBHOOK_SIGNATURE_INVALID');
    expect((await lineNow(line.id)).creditBalance).toBe(140);
    for (let i = 0; i < 2; i += 1) {
      const res = await hook('dial', ended);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    }
    expect(await callOf('CA-D1')).toMatchObject({ outcome: 'forwarded', durationSeconds: 125 });
    expect((await lineNow(line.id)).creditBalance).toBe(491);
    expect(await entriesOf(line.id)).toEqual([
      [-360, 'call-hold:CA-D1', 'forwarded call (120 min held)'],
      [351, 'call:CA-D1', 'forwarded call'],
    ]);
  });

  it('the dial carries a timeLimit from the credit at the destination rate; a 4-hour call takes no more than was held', async () => {
    // Issue 33: 485 ¢ of credit went to −235 ¢ after one long call.
    const line = await forwardingLine('+13075550164', 485, UK_PHONE);
    const voice = await hook('voice', { CallSid: 'CA-D7', From: '+14155550123', To: line.number });
    // 485 ¢ at 6 ¢ a minute (UK): 80 minutes.
    expect(voice.body).toContain('timeLimit="4800"');
    expect(voice.body).toContain(`<Number>${UK_PHONE}</Number>`);
    await hook('dial', {
      CallSid: 'CA-D7',
      DialCallStatus: 'completed',
      DialCallDuration: '14400',
    });
    expect((await lineNow(line.id)).creditBalance).toBe(5);
  });

  it('parallel calls with credit for one: one is forwarded, the others go to voicemail', async () => {
    const line = await forwardingLine('+13075550165', 10);
    const answers = await Promise.all(
      ['CA-P1', 'CA-P2', 'CA-P3', 'CA-P4'].map((sid) =>
        hook('voice', { CallSid: sid, From: '+14155550123', To: line.number }),
      ),
    );
    const dials = answers.filter((a) => a.body.includes('<Dial'));
    expect(dials).toHaveLength(1);
    expect(dials[0]?.body).toContain('timeLimit="180"');
    expect(answers.filter((a) => a.body.includes('<Record'))).toHaveLength(3);
    expect((await lineNow(line.id)).creditBalance).toBe(1);
  });

  it('a forwarding number outside the allow-list (saved before it existed) is not dialled', async () => {
    const line = await forwardingLine('+13075550166', 500, '+2348031234567');
    const voice = await hook('voice', { CallSid: 'CA-D8', From: '+14155550123', To: line.number });
    expect(voice.body).not.toContain('<Dial');
    expect(voice.body).toContain('<Record');
    expect((await lineNow(line.id)).creditBalance).toBe(500);
  });

  it('no-answer, busy or failed: missed, the hold given back whole, no voicemail', async () => {
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

  it('a call cannot take the credit below zero: 4 ¢ holds one minute, a 61-second call takes 3 ¢; then voicemail', async () => {
    const line = await forwardingLine('+13075550163', 4);
    const voice = await hook('voice', { CallSid: 'CA-D5', From: '+14155550123', To: line.number });
    expect(voice.body).toContain('timeLimit="60"');
    await hook('dial', { CallSid: 'CA-D5', DialCallStatus: 'completed', DialCallDuration: '61' });
    expect((await lineNow(line.id)).creditBalance).toBe(1);
    const next = await hook('voice', { CallSid: 'CA-D6', From: '+14155550123', To: line.number });
    expect(next.body).toContain('<Record');
    expect(next.body).not.toContain('<Dial');
    await hook('dial', { CallSid: 'CA-D6', DialCallStatus: 'completed', DialCallDuration: '60' });
    expect((await lineNow(line.id)).creditBalance).toBe(1);
  });
});
