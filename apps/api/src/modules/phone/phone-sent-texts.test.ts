import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneLines } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formationCalls } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const PHONE = '/api/client/company/v7/phone';

// Sent texts are stored and listed with the received ones (decision 0157).
describe(`phone, sent texts (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());
  const { adminHeaders } = formationCalls(() => t);

  it('a sent text is listed outbound (from the line, to, read, no code); unread counts inbound only', async () => {
    const { company, headers } = await createSignedInUser(t.app);
    await t.app.db.insert(phoneLines).values({
      companyId: company.id,
      number: '+13075550150',
      provider: 'local',
      creditBalance: 500,
    });
    const inbound = await t.app.inject({
      method: 'POST',
      url: '/api/ops/v1/phone/sms',
      headers: await adminHeaders(),
      payload: { to: '+13075550150', from: '+14155550123', body: 'Your Chase code is 482913' },
    });
    expect(inbound.statusCode, inbound.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${PHONE}/texts/send`,
      headers,
      payload: { to: '+44 20 7946 0958', body: 'Code 123456 received, thanks' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The send route still answers the line (its credit after the text: 8 ¢ to the UK).
    expect(sent.json().data).toMatchObject({ number: '+13075550150', creditBalance: 492 });

    const texts = (await t.app.inject({ method: 'GET', url: `${PHONE}/texts`, headers })).json()
      .data;
    expect(texts.total).toBe(2);
    expect(texts.items[0]).toMatchObject({
      direction: 'outbound',
      from: '+13075550150',
      to: '+442079460958',
      body: 'Code 123456 received, thanks',
      code: null,
    });
    expect(texts.items[0].readAt).not.toBeNull();
    expect(texts.items[1]).toMatchObject({
      direction: 'inbound',
      from: '+14155550123',
      to: null,
      code: '482913',
      readAt: null,
    });
    const summary = await t.app.inject({ method: 'GET', url: PHONE, headers });
    expect(summary.json().data.unreadTexts).toBe(1);
    const read = await t.app.inject({ method: 'POST', url: `${PHONE}/texts/read`, headers });
    expect(read.json().data.items.map((x: { direction: string }) => x.direction)).toEqual([
      'outbound',
      'inbound',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: PHONE, headers })).json().data.unreadTexts,
    ).toBe(0);
  });

  it('a text refused for short credit is not listed', async () => {
    const { company, headers } = await createSignedInUser(t.app);
    await t.app.db.insert(phoneLines).values({
      companyId: company.id,
      number: '+13075550151',
      provider: 'local',
      creditBalance: 7,
    });
    const short = await t.app.inject({
      method: 'POST',
      url: `${PHONE}/texts/send`,
      headers,
      payload: { to: '+442079460958', body: 'Hi' },
    });
    expect(short.json().errors[0].code).toBe('PHONE_CREDIT_TOO_LOW');
    const texts = (await t.app.inject({ method: 'GET', url: `${PHONE}/texts`, headers })).json();
    expect(texts.data.total).toBe(0);
    const [line] = await t.app.db
      .select()
      .from(phoneLines)
      .where(eq(phoneLines.companyId, company.id));
    expect(line?.creditBalance).toBe(7);
  });
});
