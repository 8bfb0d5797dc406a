import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { companies, outbox } from '../../db/schema';
import { jobHandlers } from '../../composition/jobs';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { createSignedInUser } from '../../../test/auth-helpers';
import { changeCalls, formedLlc, givenChangeFilings } from '../../../test/change-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { givenComplianceRules } from '../../../test/compliance-helpers';
import { formationCalls } from '../../../test/formation-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  givenInvoicingPayments,
  invoiceCalls,
  tokenOf,
} from '../../../test/invoice-send-helpers';
import { givenMailbox, recordLetter } from '../../../test/mail-item-helpers';
import { givenLetter, mailRequestCalls } from '../../../test/mail-request-helpers';
import { givenObligation, givenWyomingRule } from '../../../test/reminder-helpers';
import { DAY_MS, givenSubscription, saveCard } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { PDF } from '../../../test/vault-helpers';
import { sendComplianceReminders } from '../compliance/reminders/send-compliance-reminders';
import { runUrgentMail } from '../mailbox/urgent/run-urgent-mail';
import { runSubscriptionSweep } from '../subscriptions/sweep-job';
import { givenTicket } from '../support/staff/staff-test-helpers';
import { companyRecipients } from './company-recipients';

type THeaders = Record<string, string>;

// Issue 36 item 7: "We write to this address about your company from now on" is true. Every
// e-mail about a company goes to its contact e-mail once one is set; account e-mails stay on
// the login address.
describe(`company e-mails go to the company's contact address (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: THeaders;
  const changes = changeCalls(() => t.app);
  const formation = formationCalls(() => t);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
    await givenWyomingRule(t.app.db);
    await givenChangeFilings(t.app, 'WY');
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const kindsTo = async (email: string) =>
    (
      await t.app.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.recipient, email))
        .orderBy(asc(outbox.createdAt))
    ).map((m) => m.kind);
  const newContact = () => `books-${randomUUID()}@acme.example`;

  /** A formed Wyoming LLC whose owner set its contact e-mail in LLC Management. */
  const withContact = async () => {
    const customer = await formedLlc(t.app);
    const contact = newContact();
    await changes.asked(customer.headers, { kind: 'CONTACT_EMAIL', email: contact });
    return { ...customer, contact };
  };
  /** The contact e-mail as the change saves it, on a company not formed yet (no Changes). */
  const setContact = async (companyId: string) => {
    const contact = newContact();
    await t.app.db
      .update(companies)
      .set({ contactEmail: contact })
      .where(eq(companies.id, companyId));
    return contact;
  };
  /** `kind` went to the contact address, never to the login address. */
  const expectToContact = async (c: { contact: string; user: { email: string } }, kind: string) => {
    expect(await kindsTo(c.contact)).toContain(kind);
    expect(await kindsTo(c.user.email)).not.toContain(kind);
  };
  const ops = (method: 'GET' | 'POST', url: string, payload?: object | FormData) =>
    t.app.inject({ method, url: `/api/ops/v1${url}`, headers: admin, payload });
  const runJobs = () =>
    runDueJobs(t.app.db, {
      handlers: jobHandlers(t.env),
      clock: () => new Date(Date.now() + 60_000),
      workerId: 'recipients-test',
    });

  it('answers the contact address, else the login address, greeting the owner', async () => {
    const plain = await createSignedInUser(t.app, { firstName: 'Léa' });
    expect(await companyRecipients(t.app.db, plain.company.id, 'mail')).toEqual([
      { email: plain.user.email, firstName: 'Léa' },
    ]);
    const c = await withContact();
    expect(await companyRecipients(t.app.db, c.company.id, 'compliance')).toEqual([
      { email: c.contact.toLowerCase(), firstName: c.user.firstName },
    ]);
    expect(await companyRecipients(t.app.db, randomUUID(), 'mail')).toEqual([]);
  });

  it('a letter arriving', async () => {
    const c = await withContact();
    await givenMailbox(t.app, c.company.id);
    const res = await recordLetter(t.app, admin, c.company.id, { sender: 'Wyoming SOS' });
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact(c, 'mail-received');
  });

  it('an urgent IRS letter, and its reminder', async () => {
    const c = await withContact();
    await givenMailbox(t.app, c.company.id);
    const res = await recordLetter(t.app, admin, c.company.id, { urgent: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact(c, 'urgent-mail');
    const itemId = res.json().data.id as string;
    const outcome = await runUrgentMail({
      db: t.app.db,
      now: new Date(Date.now() + DAY_MS),
      payload: { itemId, n: 1 },
    });
    expect(outcome).toBe('reminded');
    await expectToContact(c, 'urgent-mail-reminder');
  });

  it('a letter scanned or forwarded on request', async () => {
    const c = await withContact();
    await givenMailbox(t.app, c.company.id);
    const letter = await givenLetter(t.app, c.company.id, { sender: 'Wyoming SOS' });
    const asked = await mailRequestCalls(() => t.app).ask(c.headers, letter.id, {
      action: 'open_scan',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const form = new FormData();
    form.append('scan', new Blob([new Uint8Array(PDF(256))]), 'letter.pdf');
    const requestId = asked.json().data.item.openRequest.id as string;
    const done = await ops('POST', `/mail/requests/${requestId}/complete`, form);
    expect(done.statusCode, done.body).toBe(200);
    await expectToContact(c, 'mail-request-done');
  });

  it('a change of the company, completed by staff', async () => {
    const c = await withContact();
    const change = await changes.asked(c.headers, {
      kind: 'LEGAL_NAME',
      companyName: 'Acme Holdings',
      designation: 'LLC',
    });
    // The change's checkout carries its id (its fulfilment links the change).
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers: c.headers,
      payload: {
        items: change.checkout!.items,
        successUrl: 'http://localhost:3000/dashboard/llc-management?tab=changes',
        metadata: { changeRequestId: change.id },
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await checkoutCalls(t.app).pay(c.headers, opened.json().data)).statusCode).toBe(200);
    await expectToContact(c, 'payment-receipt');
    const done = await ops('POST', `/company-changes/${change.id}/complete`, {
      file: { name: 'filed.pdf', contentBase64: PDF(256).toString('base64') },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().data as TCompanyChange).status).toBe('completed');
    await expectToContact(c, 'company-change-done');
  });

  it('a receipt of a purchase for the company', async () => {
    const c = await withContact();
    await checkoutCalls(t.app).buy(
      c.headers,
      ['tax-consultation-30'],
      'http://localhost:3000/dashboard/billing',
    );
    await expectToContact(c, 'payment-receipt');
  });

  it('a compliance reminder', async () => {
    const c = await withContact();
    await givenObligation(t.app.db, { companyId: c.company.id, dueDate: '2031-06-01' });
    await sendComplianceReminders(t.app.db, { now: new Date('2031-05-25T12:00:00Z') });
    await expectToContact(c, 'compliance-reminder');
  });

  it("a support reply on the company's ticket", async () => {
    const c = await withContact();
    const ticket = await givenTicket(t.app, {
      companyId: c.company.id,
      userId: c.user.id,
      subject: 'Our EIN letter',
    });
    const res = await ops('POST', `/support/tickets/${ticket.number}/replies`, {
      author: 'Maria',
      body: 'It is in your vault.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact(c, 'support-reply');
  });

  it("a service's news, moved by staff", async () => {
    const c = await withContact();
    await checkoutCalls(t.app).buy(
      c.headers,
      ['tax-consultation-30'],
      'http://localhost:3000/dashboard/billing',
    );
    const services = await t.app.inject({
      url: '/api/client/company/v7/services',
      headers: c.headers,
    });
    const [service] = services.json().data as { id: string }[];
    const res = await ops('POST', `/services/${service!.id}/move`, {
      status: 'WAITING_ON_CUSTOMER',
      waitingOn: 'Pick a time for the call.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact(c, 'service-waiting-on-customer');
  });

  it('renewal notices', async () => {
    const c = await withContact();
    expect((await saveCard(t.app, c.headers, '4242424242424242')).statusCode).toBe(200);
    const termEndsAt = new Date(Date.now() + 30 * DAY_MS);
    await givenSubscription(t.app.db, { companyId: c.company.id, termEndsAt });
    await runSubscriptionSweep(t.app, new Date(termEndsAt.getTime() - 10 * DAY_MS));
    await expectToContact(c, 'renewal-reminder-14');
  });

  it('the phone number, once it is live', async () => {
    const c = await withContact();
    await checkoutCalls(t.app).buy(
      c.headers,
      ['virtual-phone-number'],
      'http://localhost:3000/dashboard/communication?tab=phone',
    );
    await runJobs();
    await expectToContact(c, 'phone-number-assigned');
  });

  it('formation: the details confirmed and each processing step', async () => {
    const { headers, company, user } = await formation.paidCustomer();
    await formation.fillAll(headers);
    const contact = await setContact(company.id);
    expect((await formation.post('/status/confirm', headers)).statusCode).toBe(200);
    await expectToContact({ contact, user }, 'formation-confirmed');
    const res = await ops('POST', `/companies/${company.id}/steps`, {
      step: 'DOCUMENTS_SUBMITTED',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact({ contact, user }, 'processing-documents-submitted');
  });

  it("the books' month closed", async () => {
    const c = await withContact();
    const res = await ops('POST', `/companies/${c.company.id}/books/months/2030-01/close`, {});
    expect(res.statusCode, res.body).toBe(200);
    await expectToContact(c, 'books-month-closed');
  });

  it('an invoice of the company paid by card (its client gets the receipt)', async () => {
    const owner = await givenInvoicingCompany(t.app);
    await givenInvoicingPayments(t.app, owner.company.id);
    const contact = await setContact(owner.company.id);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const calls = invoiceCalls(() => t.app);
    const sending = await calls.send(owner.headers, draft.id);
    expect(sending.statusCode, sending.body).toBe(200);
    const sent = sending.json().data;
    const token = tokenOf(sent.publicUrl);
    const session = (await calls.pay(token, { email: 'payer@example.com' })).json().data;
    expect((await calls.confirm(token, session)).statusCode).toBe(200);
    await expectToContact({ contact, user: owner.user }, 'invoice-paid');
    expect(await kindsTo('payer@example.com')).toContain('invoice-receipt');
  });

  it('account e-mails stay on the login address', async () => {
    const c = await withContact();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v1/forgotpassword',
      payload: { email: c.user.email },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await kindsTo(c.user.email)).toContain('PASSWORD_RESET_REQUEST');
    expect(await kindsTo(c.contact)).toEqual([]);
  });
});
