import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCreditEntries, phoneLines, phoneMessages } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const PHONE = '/api/client/company/v7/phone';
/** 1,600 characters outside GSM-7: 24 UCS-2 segments of 67 (issue 33 item 7). */
const LONG_UNICODE = 'ł'.repeat(1_600);
const UK = '+447400123456';

// Issue 33 item 7 (decision 0176): texts priced by destination and segments, an allow-list of
// countries, and credit held before a text so that parallel sends cannot all pass.
describe(`phone costs: texts and forwarding (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  let next = 180;
  const lineWith = async (creditBalance: number) => {
    const customer = await createSignedInUser(t.app);
    next += 1;
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({
        companyId: customer.company.id,
        number: `+13075550${next}`,
        provider: 'local',
        creditBalance,
      })
      .returning();
    return { ...customer, line: line! };
  };
  const creditOf = async (id: string) =>
    (await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, id)))[0]!.creditBalance;
  const sendText = (headers: Record<string, string>, to: string, body: string) =>
    t.app.inject({ method: 'POST', url: `${PHONE}/texts/send`, headers, payload: { to, body } });

  it('a 1,600-character Unicode text to the UK costs its 24 segments at the UK rate (8 ¢ each)', async () => {
    const { headers, line } = await lineWith(500);
    const sent = await sendText(headers, UK, LONG_UNICODE);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.creditBalance).toBe(500 - 24 * 8);
    const entries = await t.app.db
      .select()
      .from(phoneCreditEntries)
      .where(eq(phoneCreditEntries.lineId, line.id));
    expect(entries.map((e) => [e.amount, e.reason])).toEqual([[-192, 'text (24 parts)']]);
    // The same length in plain letters is GSM-7: 11 segments of 153.
    const plain = await sendText(headers, UK, 'a'.repeat(1_600));
    expect(plain.json().data.creditBalance).toBe(500 - 24 * 8 - 11 * 8);
    // A short text in the US is still 5 ¢.
    const short = await sendText(headers, '+14155550123', 'Hi');
    expect(short.json().data.creditBalance).toBe(500 - 24 * 8 - 11 * 8 - 5);
  });

  it('too little credit for every segment: PHONE_CREDIT_TOO_LOW with the price, nothing taken or listed', async () => {
    const { headers, line } = await lineWith(100);
    const short = await sendText(headers, UK, LONG_UNICODE);
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({
      code: 'PHONE_CREDIT_TOO_LOW',
      message: 'This text costs $1.92 (24 parts); your credit is $1.00. Add credit or shorten it.',
    });
    expect(await creditOf(line.id)).toBe(100);
    expect(
      await t.app.db.select().from(phoneMessages).where(eq(phoneMessages.lineId, line.id)),
    ).toHaveLength(0);
  });

  it('texts and forwarding to a country outside the allow-list (Nigeria, Guyana) are refused with a 400 on the field', async () => {
    const { headers, line } = await lineWith(500);
    for (const to of ['+2348031234567', '+5926001234']) {
      const text = await sendText(headers, to, 'Hello');
      expect(text.statusCode, text.body).toBe(400);
      expect(text.json().errors[0]).toMatchObject({
        code: 'PHONE_DESTINATION_NOT_ALLOWED',
        field: 'to',
      });
      const forward = await t.app.inject({
        method: 'PATCH',
        url: `${PHONE}/line`,
        headers,
        payload: { forwardTo: to },
      });
      expect(forward.statusCode, forward.body).toBe(400);
      expect(forward.json().errors[0]).toMatchObject({
        code: 'PHONE_DESTINATION_NOT_ALLOWED',
        field: 'forwardTo',
      });
    }
    const nigeria = await sendText(headers, '+2348031234567', 'Hello');
    expect(nigeria.json().errors[0].message).toBe(
      'We cannot text or forward calls to numbers in Nigeria. Allowed: United States, Canada, United Kingdom.',
    );
    expect(await creditOf(line.id)).toBe(500);
    const [row] = await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, line.id));
    expect(row?.forwardTo).toBeNull();
    // An allowed country is saved; the summary lists the allowed countries with their rates.
    const uk = await t.app.inject({
      method: 'PATCH',
      url: `${PHONE}/line`,
      headers,
      payload: { forwardTo: UK },
    });
    expect(uk.json().data.forwardTo).toBe(UK);
    const summary = (await t.app.inject({ method: 'GET', url: PHONE, headers })).json().data;
    expect(summary.destinations).toEqual([
      { country: 'US', name: 'United States', text: 5, minute: 3 },
      { country: 'CA', name: 'Canada', text: 5, minute: 3 },
      { country: 'GB', name: 'United Kingdom', text: 8, minute: 6 },
    ]);
  });

  it('parallel texts with credit for one: exactly one passes, the credit never goes below zero', async () => {
    const { headers, line } = await lineWith(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendText(headers, UK, LONG_UNICODE)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await creditOf(line.id)).toBe(8);
    const sent = await t.app.db
      .select()
      .from(phoneMessages)
      .where(eq(phoneMessages.lineId, line.id));
    expect(sent).toHaveLength(1);
  });
});
