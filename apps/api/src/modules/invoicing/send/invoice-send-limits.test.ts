import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outbox } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  invoiceCalls,
} from '../../../../test/invoice-send-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { sendInvoice } from './send-invoice';

const PER_DAY = 3;

// Issue 33 item 4 (decision 0175): who may send invoices, and how many a day.
describe(`invoice sends: an open company only, INVOICE_SENDS_PER_DAY a day (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let second: TTestApp;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    const env = { RATE_LIMIT_DISABLED: 'true', INVOICE_SENDS_PER_DAY: String(PER_DAY) };
    t = await createTestApp({ env });
    // A second instance over the same data: the count is the database's, not a process's.
    second = await createTestApp({ env, database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(outbox).where(eq(outbox.recipient, email))).length;

  it('a sign-up that only says "I have an LLC" sends nothing, keeps no books, until verified', async () => {
    const early = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({ businessType: 'EXISTING' })
      .where(eq(companies.id, early.company.id));
    const customer = await givenCustomer(t.app, early.company.id, { email: 'mark@example.com' });
    const draft = await givenDraft(t.app, early.company.id, customer.id);
    const sent = await calls.send(early.headers, draft.id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'INVOICING_NOT_OPEN' }],
    });
    expect(await mailsTo('mark@example.com')).toBe(0);
    const books = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/accounting/overview',
      headers: early.headers,
    });
    expect(books.statusCode).toBe(409);
    expect(books.json().errors[0].code).toBe('ACCOUNTING_NOT_OPEN');

    await t.app.db
      .update(companies)
      .set({ companyName: 'Verified Ventures', detailsVerifiedAt: new Date() })
      .where(eq(companies.id, early.company.id));
    expect((await calls.send(early.headers, draft.id)).statusCode).toBe(200);
    expect(await mailsTo('mark@example.com')).toBe(1);
  });

  it('refuses the send after INVOICE_SENDS_PER_DAY in a UTC day, on every instance; the next day sends', async () => {
    const owner = await givenInvoicingCompany(t.app, 'Daily Limits');
    const customer = await givenCustomer(t.app, owner.company.id, { email: 'limit@example.com' });
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const send = (app: TTestApp['app']) =>
      app.inject({
        method: 'POST',
        url: `/api/client/company/v7/invoices/${draft.id}/send`,
        headers: owner.headers,
      });
    for (let i = 0; i < PER_DAY; i += 1) {
      const res = await send(i % 2 === 0 ? t.app : second.app);
      expect(res.statusCode, `send ${i + 1}: ${res.body}`).toBe(200);
    }
    for (const app of [t.app, second.app]) {
      const over = await send(app);
      expect(over.statusCode).toBe(429);
      expect(over.json().errors[0].code).toBe('INVOICE_SEND_LIMIT');
    }
    expect(await mailsTo('limit@example.com')).toBe(PER_DAY);
    // Another company's sends are its own.
    const other = await givenInvoicingCompany(t.app, 'Other Co');
    const theirs = await givenCustomer(t.app, other.company.id);
    const theirDraft = await givenDraft(t.app, other.company.id, theirs.id);
    expect((await calls.send(other.headers, theirDraft.id)).statusCode).toBe(200);
    // The next UTC day (the injected clock) counts afresh.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(0, 0, 1, 0);
    const env = {
      publicUrl: 'http://localhost:3000',
      appName: 'Charterline',
      facility: t.env,
      sendsPerDay: PER_DAY,
    };
    const caller = { userId: owner.user.id, companyId: owner.company.id };
    const next = await sendInvoice(t.app.db, caller, draft.id, env, tomorrow);
    expect(next.sentAt).toBe(tomorrow.toISOString());
    await expect(
      sendInvoice(t.app.db, caller, draft.id, env, new Date(tomorrow.getTime() - 2_000)),
    ).rejects.toMatchObject({ code: 'INVOICE_SEND_LIMIT' });
  });
});
