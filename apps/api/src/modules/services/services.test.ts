import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import type { TService } from '@charterline/shared/schemas/services';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { companyEvents, orders, outbox, services, subscriptions } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { backfillOrderServices } from './backfill-order-services';

const BUNDLE_NAME = 'LLC formation bundle';

describe(`services: orders become services, followed and moved by staff (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const { get, post, paidCustomer, fillAll, adminHeaders } = formationCalls(() => t);
  const list = async (headers: THeaders): Promise<TService[]> => {
    const res = await get('/services', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const buy = async (headers: THeaders, items: string[]) => {
    const created = await c.createSession(headers, {
      items,
      successUrl: 'http://localhost:3000/dashboard/billing',
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json().data as TCreatedSession;
    expect((await c.pay(headers, session)).statusCode).toBe(200);
    return session;
  };
  const ops = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/ops/v1${url}`, headers: await adminHeaders(), payload });

  it('makes the bundle and what it includes services, with year-one subscriptions, once', async () => {
    const { headers, company } = await paidCustomer();
    const mine = await list(headers);
    expect(mine.map((s) => [s.productKey, s.includedIn, s.status])).toEqual(
      expect.arrayContaining([
        [BUNDLED_ONBOARDING_KEY, null, 'ORDERED'],
        // Our agent runs once the state files the company; the mailbox runs from payment.
        ['registered-agent', BUNDLE_NAME, 'ORDERED'],
        ['mailing-address', BUNDLE_NAME, 'ACTIVE'],
        ['ein', BUNDLE_NAME, 'ORDERED'],
        ['operating-agreement', BUNDLE_NAME, 'ORDERED'],
      ]),
    );
    expect(mine).toHaveLength(5);
    const agent = mine.find((s) => s.productKey === 'registered-agent')!;
    expect(agent.subscription).toMatchObject({
      status: 'ACTIVE',
      renewalAmount: 9_900,
      cancelAtTermEnd: false,
      // The card the bundle was paid with is kept for the renewals (decision 0112).
      card: { brand: 'visa', last4: '4242' },
    });
    const term = agent.subscription!;
    const start = new Date(term.termStartedAt);
    expect(new Date(term.termEndsAt).getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
    expect(term.termEndsAt.slice(5)).toBe(term.termStartedAt.slice(5));
    expect(mine.find((s) => s.productKey === 'mailing-address')?.subscription?.renewalAmount).toBe(
      14_900,
    );
    expect(mine.find((s) => s.productKey === 'ein')?.subscription).toBeNull();
    expect(agent.events).toEqual([
      expect.objectContaining({
        actor: 'payment-provider',
        fromStatus: null,
        toStatus: 'ORDERED',
        note: `Included in ${BUNDLE_NAME}.`,
      }),
    ]);
    const [rows] = await Promise.all([
      t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id)),
    ]);
    expect(rows.map((r) => r.renewalProductKey).sort()).toEqual([
      'mailing-address-renewal',
      'registered-agent-renewal',
    ]);

    // The fulfilment again (the success page reloaded, a webhook replayed): nothing new.
    const [order] = await t.app.db.select().from(orders).where(eq(orders.companyId, company.id));
    const again = await c.post('/client/v9/billing/payment-success', headers, {
      sessionId: order!.sessionId,
    });
    expect(again.statusCode).toBe(200);
    expect(await list(headers)).toHaveLength(5);
    // So does the start-up backfill: the order has its services.
    expect(await backfillOrderServices(t.app.db)).toBe(0);
    expect(await list(headers)).toHaveLength(5);
  });

  it('makes a service (and a subscription renewed as itself) of each product bought, a free one too', async () => {
    const { headers } = await createSignedInUser(t.app);
    await buy(headers, ['bookkeeping', 'mail-unlock']);
    const free = await c.createSession(headers, {
      items: ['bank-account'],
      successUrl: 'http://localhost:3000/dashboard/billing',
    });
    expect(free.json().data.status).toBe('complete');
    const mine = await list(headers);
    expect(mine.map((s) => s.productKey).sort()).toEqual([
      'bank-account',
      'bookkeeping',
      'mail-unlock',
    ]);
    expect(mine.find((s) => s.productKey === 'bookkeeping')?.subscription?.renewalAmount).toBe(
      99_900,
    );
    expect(mine.find((s) => s.productKey === 'mail-unlock')?.subscription).toBeNull();
    expect(mine.every((s) => s.includedIn === null)).toBe(true);
  });

  it('backfills the services of orders paid before services existed, once', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const paidAt = new Date('2026-03-01T10:00:00Z');
    await t.app.db.insert(orders).values({
      companyId: company.id,
      sessionId: `cs_old_${company.id}`,
      amount: 39_900,
      currency: 'USD',
      createdAt: paidAt,
      lineItems: [
        { productKey: BUNDLED_ONBOARDING_KEY, name: BUNDLE_NAME, amount: 29_900, kind: 'product' },
        // Bought beside the bundle before it was refused: one service, not two.
        { productKey: 'mailing-address', name: 'Mailing address', amount: 14_900, kind: 'product' },
        {
          productKey: 'state-fee-WY',
          name: 'Wyoming state fees',
          amount: 10_000,
          kind: 'state_fee',
        },
      ],
    });
    expect(await backfillOrderServices(t.app.db)).toBe(5);
    expect(await backfillOrderServices(t.app.db)).toBe(0);
    const mine = await list(headers);
    expect(mine.map((s) => [s.productKey, s.includedIn]).sort()).toEqual([
      ['company-onboarding-bundle', null],
      ['ein', BUNDLE_NAME],
      ['mailing-address', null],
      ['operating-agreement', BUNDLE_NAME],
      ['registered-agent', BUNDLE_NAME],
    ]);
    expect(mine.every((s) => s.orderedAt === paidAt.toISOString())).toBe(true);
    expect(mine[0]?.events[0]?.actor).toBe('system');
    const agent = mine.find((s) => s.productKey === 'registered-agent');
    expect(agent?.subscription?.termEndsAt).toBe('2027-03-01T10:00:00.000Z');
  });

  it("answers one service to its customer only: another's is 404, another's company 403", async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    await buy(a.headers, ['ein']);
    const [service] = await list(a.headers);
    const mine = await get(`/services/${service!.id}`, a.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id: service!.id, productKey: 'ein' });
    for (const url of [
      `/services/${service!.id}`,
      `/services/${service!.id}?companyId=${a.company.id}`,
    ]) {
      const theirs = await get(url, b.headers);
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.body).not.toContain(service!.id);
    }
    expect(
      (await get(`/services/${service!.id}?companyId=${b.company.id}`, a.headers)).statusCode,
    ).toBe(404);
    const listing = await get(`/services?companyId=${a.company.id}`, b.headers);
    expect(listing.statusCode).toBe(403);
    expect((await get('/services/not-a-uuid', a.headers)).statusCode).toBe(400);
    expect(await list(b.headers)).toEqual([]);
  });

  it('lets staff move a service; each move notifies and e-mails the customer with a link', async () => {
    const { headers, company, user } = await createSignedInUser(t.app);
    await buy(headers, ['bookkeeping']);
    const [service] = await list(headers);
    const id = service!.id;

    const noText = await ops('POST', `/services/${id}/move`, { status: 'WAITING_ON_CUSTOMER' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'waitingOn' });

    const waiting = await ops('POST', `/services/${id}/move`, {
      status: 'WAITING_ON_CUSTOMER',
      waitingOn: 'Connect your bank account',
      note: 'We need read access to your transactions.',
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const home = (await list(headers))[0]!;
    expect(home).toMatchObject({
      status: 'WAITING_ON_CUSTOMER',
      waitingOn: 'Connect your bank account',
    });
    expect(home.events.at(-1)).toMatchObject({
      actor: 'staff',
      fromStatus: 'ACTIVE',
      toStatus: 'WAITING_ON_CUSTOMER',
      note: 'We need read access to your transactions.',
    });

    const delivered = await ops('POST', `/services/${id}/move`, { status: 'DELIVERED' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'DELIVERED', waitingOn: null });
    expect(delivered.json().data.deliveredAt).not.toBeNull();
    expect(delivered.json().data.events.at(-1).actor).toBe('admin:ops-cli');

    const illegal = await ops('POST', `/services/${id}/move`, { status: 'IN_PROGRESS' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().errors[0]).toMatchObject({
      code: 'ILLEGAL_STATUS_MOVE',
      message: 'A DELIVERED service cannot move to IN_PROGRESS; it can move to REFUNDED.',
    });

    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const moved = mails.filter((m) => m.kind.startsWith('service-'));
    expect(moved.map((m) => m.kind)).toEqual(['service-waiting-on-customer', 'service-delivered']);
    expect(moved[0]?.subject).toBe('Bookkeeping for your company: waiting for you');
    expect(moved[0]?.textBody).toContain('Connect your bank account');
    expect(moved[1]?.textBody).toContain(`{{PUBLIC_URL}}/dashboard/services/${id}`);
    expect(moved[1]?.htmlBody).toContain(`href="{{PUBLIC_URL}}/dashboard/services/${id}"`);

    const notes = await t.app.inject({ url: '/api/client/v9/notifications', headers });
    const bodies = (notes.json().data.items as { body: string }[]).map((n) => n.body);
    expect(bodies).toEqual(
      expect.arrayContaining([
        'Bookkeeping for your company is now delivered.',
        'Bookkeeping for your company is now waiting for you: Connect your bank account',
      ]),
    );
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(and(eq(companyEvents.companyId, company.id), eq(companyEvents.kind, 'SERVICE_MOVED')));
    expect(events).toHaveLength(2);
  });

  it('lets staff note and attach a file to a service, and list services by company and status', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await buy(headers, ['website-setup']);
    const [service] = await list(headers);
    const id = service!.id;
    expect(
      (await ops('POST', `/services/${id}/notes`, { note: 'Draft site is up.' })).statusCode,
    ).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const attached = await ops('POST', `/services/${id}/documents`, {
      title: 'Website handover',
      fileName: 'boi.pdf',
      contentBase64: pdf,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const notPdf = await ops('POST', `/services/${id}/documents`, {
      title: 'x',
      fileName: 'x.pdf',
      contentBase64: Buffer.from('hello').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(400);
    const one = (await get(`/services/${id}`, headers)).json().data as TService;
    expect(one.events.map((e) => [e.note, e.documentId])).toEqual([
      [null, null],
      ['Draft site is up.', null],
      ['Added Website handover.', attached.json().data.id],
    ]);
    const docs = (await get('/documents', headers)).json().data as { id: string }[];
    expect(docs.map((d) => d.id)).toContain(attached.json().data.id);

    const byCompany = await ops('GET', `/services?companyId=${company.id}&status=ORDERED`);
    expect(byCompany.json().data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await ops('GET', `/services/${id}`)).json().data.companyId).toBe(company.id);
    expect((await ops('GET', `/services?status=SHIPPED`)).statusCode).toBe(400);
    expect((await ops('GET', `/services/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const asCustomer = await t.app.inject({ url: `/api/ops/v1/services/${id}`, headers });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('follows formation: the EIN when received, the bundle and agreement with the final documents', async () => {
    const { headers, company } = await paidCustomer();
    await fillAll(headers);
    expect((await post('/status/confirm', headers)).statusCode).toBe(200);
    const admin = await adminHeaders();
    const statusOf = async (key: string) =>
      (await list(headers)).find((s) => s.productKey === key)?.status;
    for (const s of PROCESSING_STEPS) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/steps`,
        headers: admin,
        payload: { step: s.key, ...(s.key === 'EIN_RECEIVED' ? { ein: '12-3456789' } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      if (s.key === 'DOCUMENTS_SUBMITTED') {
        expect(await statusOf(BUNDLED_ONBOARDING_KEY)).toBe('IN_PROGRESS');
        expect(await statusOf('registered-agent')).toBe('ORDERED');
      }
      // The state's record names our agent from the filed articles (issue 36 item 8).
      if (s.key === 'STATE_FILING_COMPLETED')
        expect(await statusOf('registered-agent')).toBe('ACTIVE');
      if (s.key === 'EIN_RECEIVED') {
        expect(await statusOf('ein')).toBe('DELIVERED');
        expect(await statusOf(BUNDLED_ONBOARDING_KEY)).toBe('IN_PROGRESS');
      }
    }
    const after = await list(headers);
    const by = (key: string) => after.find((s) => s.productKey === key);
    expect(by(BUNDLED_ONBOARDING_KEY)?.status).toBe('DELIVERED');
    expect(by('operating-agreement')?.status).toBe('DELIVERED');
    // Registered agent and mailing address run for the year: active, not "delivered".
    expect(by('registered-agent')?.status).toBe('ACTIVE');
    expect(by('mailing-address')?.status).toBe('ACTIVE');
    // The processing step's own e-mail told the customer: no second one per service.
    const serviceMails = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'service-delivered'));
    expect(serviceMails.filter((m) => m.textBody.includes(by('ein')!.id))).toEqual([]);
    const count = await t.app.db.select().from(services).where(eq(services.companyId, company.id));
    expect(count).toHaveLength(5);
  });
});
