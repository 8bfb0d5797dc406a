import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema';
import { signupBody } from '../../../../test/auth-helpers';
import { formationCalls } from '../../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { finishMail } from '../mailer';
import { paymentReceiptMail } from './payment-receipt';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };

describe('e-mail templates', () => {
  it('escapes what the customer typed in the HTML part, and links to the page', () => {
    const mail = finishMail(
      paymentReceiptMail({
        user: { email: 'a@example.com', firstName: '<img src=x onerror=alert(1)>' },
        company: 'Tom & "Jerry" <b>LLC</b>',
        total: 12_345,
        lineItems: [
          { productKey: 'ein', name: 'EIN application', amount: 12_345, kind: 'product' },
        ],
      }),
      ENV,
    );
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).not.toContain('<b>');
    expect(mail.htmlBody).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.htmlBody).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;LLC&lt;/b&gt;');
    expect(mail.htmlBody).toContain('<a href="https://portal.example.com/dashboard/billing"');
    expect(mail.textBody).toContain('for Tom & "Jerry" <b>LLC</b>.');
    expect(mail.textBody).toContain(
      'See your receipt: https://portal.example.com/dashboard/billing',
    );
    expect(mail.textBody).toContain('Total paid: $123.45');
    expect(mail.textBody).toMatch(/The Charterline team$/);
    expect(mail.subject).toBe('Your receipt for $123.45');
  });
});

describe(`e-mails of sign-up, payment and formation (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { post, paidCustomer, fillAll, adminHeaders } = formationCalls(() => t);
  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => ({
      ...m,
      ...finishMail(m, ENV),
    }));

  it('welcomes a new customer with a link to onboarding', async () => {
    const body = signupBody(`welcome-${Date.now()}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v9/company/signup',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const [welcome, ...others] = await mailsTo(body.email);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({ kind: 'welcome', subject: 'Welcome to Charterline' });
    expect(welcome!.textBody).toContain(
      'Start onboarding: https://portal.example.com/dashboard/onboarding',
    );
    expect(welcome!.htmlBody).toContain('href="https://portal.example.com/dashboard/onboarding"');
  });

  it('sends one receipt per payment however often it is confirmed, and links every stage', async () => {
    // Paid with the local card, then confirmed again by the success call: one receipt.
    const { headers, user, company } = await paidCustomer();
    const receipts = (await mailsTo(user.email)).filter((m) => m.kind === 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('Thank you: we received your payment of');
    expect(receipts[0]!.textBody).toContain('for your company.');

    await fillAll(headers);
    expect((await post('/status/confirm', headers)).statusCode).toBe(200);
    const admin = await adminHeaders();
    for (const [step, ein] of [
      ['DOCUMENTS_SUBMITTED', undefined],
      ['STATE_FILING_STARTED', undefined],
      ['STATE_FILING_COMPLETED', undefined],
      ['EIN_APPLICATION_STARTED', undefined],
      ['EIN_RECEIVED', '12-3456789'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/steps`,
        headers: admin,
        payload: { step, ...(ein ? { ein } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = await mailsTo(user.email);
    const tracker = 'https://portal.example.com/dashboard/onboarding/formation-ongoing/step-1';
    const confirmed = mails.find((m) => m.kind === 'formation-confirmed')!;
    expect(confirmed.textBody).toContain(`Follow your filing: ${tracker}`);
    const ein = mails.find((m) => m.kind === 'processing-ein-received')!;
    expect(ein.subject).toBe('Acme Robotics LLC: EIN Received');
    expect(ein.textBody).toContain('Your EIN: 12-3456789');
    expect(ein.textBody).toContain(`Follow every step of your formation: ${tracker}`);
    expect(ein.htmlBody).toContain(`href="${tracker}"`);
    expect(mails.every((m) => m.htmlBody.includes('https://portal.example.com/'))).toBe(true);
  });
});
