import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChangeOption, TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TService } from '@charterline/shared/schemas/services';
import {
  companyChanges,
  phoneLines,
  receipts,
  serviceEvents,
  services,
  subscriptions,
} from '../../db/schema';
import { jobHandlers } from '../../composition/jobs';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { createSignedInUser } from '../../../test/auth-helpers';
import { changeCalls, formedLlc, givenChangeFilings } from '../../../test/change-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { givenComplianceRules } from '../../../test/compliance-helpers';
import { DAY_MS, givenSubscription } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { insertService } from '../subscriptions/subscriptions.repository';
import { settleServiceStatuses } from './settle-service-statuses';

type THeaders = Record<string, string>;
const SERVICES = '/api/client/company/v7/services';

// Issue 36 item 8: statuses that are true. Running services are Active, a filing is in
// progress then delivered, free features are not subscriptions, each item is named for what
// it is.
describe(`services say what is true of them (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: THeaders;
  const changes = changeCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
    await givenChangeFilings(t.app, 'WY');
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const list = async (headers: THeaders): Promise<TService[]> => {
    const res = await t.app.inject({ url: SERVICES, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const byKey = async (headers: THeaders, key: string) =>
    (await list(headers)).find((s) => s.productKey === key)!;
  const buy = (headers: THeaders, items: string[]) =>
    checkoutCalls(t.app).buy(headers, items, 'http://localhost:3000/dashboard/billing');
  const turnOff = (headers: THeaders, id: string) =>
    t.app.inject({ method: 'POST', url: `${SERVICES}/${id}/turn-off`, headers });
  const cardPaymentsOn = async (headers: THeaders) =>
    (await t.app.inject({ url: '/api/client/company/v7/invoicing/settings', headers })).json().data
      .cardPayments.enabled as boolean;

  it('a phone number is ordered until the provider gives it, then active', async () => {
    const { headers } = await formedLlc(t.app);
    await buy(headers, ['virtual-phone-number']);
    expect(await byKey(headers, 'virtual-phone-number')).toMatchObject({
      status: 'ORDERED',
      free: false,
      subscription: { status: 'ACTIVE', renewalAmount: 5_900 },
    });
    await runDueJobs(t.app.db, {
      handlers: jobHandlers(t.env),
      clock: () => new Date(Date.now() + 60_000),
      workerId: 'statuses-test',
    });
    const live = await byKey(headers, 'virtual-phone-number');
    expect(live.status).toBe('ACTIVE');
    expect(live.events.at(-1)).toMatchObject({ fromStatus: 'ORDERED', toStatus: 'ACTIVE' });
    expect(live.events.at(-1)?.note).toMatch(/^Your number .+ is live\.$/);
  });

  it('bookkeeping runs from payment: active, with its renewal', async () => {
    const { headers } = await formedLlc(t.app);
    await buy(headers, ['bookkeeping']);
    expect(await byKey(headers, 'bookkeeping')).toMatchObject({
      status: 'ACTIVE',
      subscription: { status: 'ACTIVE', renewalAmount: 99_900 },
      events: [{ fromStatus: null, toStatus: 'ACTIVE' }],
    });
  });

  it('a tax return is a filing: in progress from payment, then delivered; never active', async () => {
    const { headers } = await formedLlc(t.app);
    await buy(headers, ['federal-tax-preparation']);
    const filing = await byKey(headers, 'federal-tax-preparation');
    expect(filing).toMatchObject({ status: 'IN_PROGRESS', subscription: null });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/services/${filing.id}/move`,
      headers: admin,
      payload: { status: 'DELIVERED' },
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('free invoicing is on, not a subscription; turned off and on again', async () => {
    const { headers } = await formedLlc(t.app);
    const free = await checkoutCalls(t.app).createSession(headers, {
      items: ['invoicing-payments'],
      successUrl: 'http://localhost:3000/dashboard/invoicing?tab=settings',
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toMatchObject({ status: 'complete', amount: 0 });
    const feature = await byKey(headers, 'invoicing-payments');
    expect(feature).toMatchObject({ status: 'ACTIVE', free: true, subscription: null });
    expect(await cardPaymentsOn(headers)).toBe(true);
    expect(
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.serviceId, feature.id)),
    ).toEqual([]);

    const off = await turnOff(headers, feature.id);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ id: feature.id, status: 'CANCELLED', free: true });
    expect(off.json().data.events.at(-1)).toMatchObject({ actor: 'customer', note: 'Turned off.' });
    expect(await cardPaymentsOn(headers)).toBe(false);
    expect((await turnOff(headers, feature.id)).json().data.status).toBe('CANCELLED');

    const again = await checkoutCalls(t.app).createSession(headers, {
      items: ['invoicing-payments'],
      successUrl: 'http://localhost:3000/dashboard/invoicing?tab=settings',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await cardPaymentsOn(headers)).toBe(true);
  });

  it("refuses to turn off a paid service, another customer's, or an unknown one", async () => {
    const { headers } = await formedLlc(t.app);
    await buy(headers, ['bookkeeping']);
    const paid = await byKey(headers, 'bookkeeping');
    const refused = await turnOff(headers, paid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'REQUEST_CANNOT_BE_PROCESSED',
      message: 'Bookkeeping is not a free feature: cancel its renewal instead.',
    });
    const other = await createSignedInUser(t.app);
    expect((await turnOff(other.headers, paid.id)).statusCode).toBe(404);
    expect((await turnOff(headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await turnOff(headers, 'not-a-uuid')).statusCode).toBe(404);
    expect((await byKey(headers, 'bookkeeping')).status).toBe('ACTIVE');
  });

  it('a registered-agent change is named for what it is: checkout, receipt, service, Changes', async () => {
    const { headers, company } = await formedLlc(t.app);
    const options = (await changes.options(headers)).json().data as TChangeOption[];
    expect(options.find((o) => o.kind === 'REGISTERED_AGENT')?.product?.name).toBe(
      'Registered agent change',
    );
    const change = await changes.asked(headers, {
      kind: 'REGISTERED_AGENT',
      useOurs: false,
      name: 'Cowboy State Agents LLC',
      address: { line1: '1 Capitol Ave', city: 'Cheyenne', region: 'WY', country: 'US' },
    });
    expect(change.product?.name).toBe('Registered agent change');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: {
        items: change.checkout!.items,
        successUrl: 'http://localhost:3000/dashboard/llc-management?tab=changes',
        metadata: { changeRequestId: change.id },
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const names = (opened.json().data.lineItems as { name: string }[]).map((l) => l.name);
    expect(names[0]).toBe('Registered agent change');
    expect(names).not.toContain('State amendment');
    expect((await checkoutCalls(t.app).pay(headers, opened.json().data)).statusCode).toBe(200);

    const [receipt] = await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.companyId, company.id));
    expect(receipt?.lineItems[0]?.name).toBe('Registered agent change');
    const service = await byKey(headers, 'state-amendment');
    expect(service).toMatchObject({ name: 'Registered agent change', status: 'IN_PROGRESS' });
    const history = (await changes.list(headers)).json().data as TCompanyChange[];
    expect(history[0]).toMatchObject({
      serviceId: service.id,
      product: { name: 'Registered agent change' },
    });
  });

  it('services made before are settled at start-up, once', async () => {
    const formed = await formedLlc(t.app);
    const forming = await createSignedInUser(t.app);
    const c = formed.company.id;
    const termEndsAt = new Date(Date.now() + 200 * DAY_MS);
    const agent = await givenSubscription(t.app.db, { companyId: c, termEndsAt });
    const notYet = await givenSubscription(t.app.db, { companyId: forming.company.id, termEndsAt });
    const old = async (
      companyId: string,
      productKey: string,
      values: Partial<typeof services.$inferInsert> = {},
      renews: string | null = null,
    ) => {
      const row = await insertService(t.app.db, {
        companyId,
        productKey,
        productType: 'OTHERS',
        name: productKey,
        category: 'test',
        status: 'ORDERED',
        ...values,
      });
      if (renews) {
        await t.app.db.insert(subscriptions).values({
          serviceId: row.id,
          companyId,
          renewalProductKey: renews,
          termStartedAt: new Date(),
          termEndsAt,
        });
      }
      return row;
    };
    const mailbox = await old(c, 'mailing-address', {}, 'mailing-address-renewal');
    const liveNumber = await old(c, 'virtual-phone-number', {}, 'virtual-phone-number');
    const pendingNumber = await old(c, 'virtual-phone-number', {}, 'virtual-phone-number');
    await t.app.db.insert(phoneLines).values({
      companyId: c,
      serviceId: liveNumber.id,
      number: '+13075550199',
      provider: 'local',
    });
    const invoicing = await old(
      c,
      'invoicing-payments',
      { status: 'DELIVERED' },
      'invoicing-payments',
    );
    const taxReturn = await old(c, 'federal-tax-preparation');
    const ended = await old(c, 'bookkeeping', { status: 'CANCELLED' });
    const amendment = await old(c, 'state-amendment', { name: 'State amendment' });
    await t.app.db.insert(companyChanges).values({
      companyId: c,
      kind: 'REGISTERED_AGENT',
      status: 'in_progress',
      proposed: {
        kind: 'REGISTERED_AGENT',
        useOurs: false,
        name: 'Cowboy State Agents LLC',
        address: { line1: '1 Capitol Ave', city: 'Cheyenne', region: 'WY', country: 'US' },
      },
      needsState: true,
      serviceId: amendment.id,
      actor: 'customer',
    });

    await settleServiceStatuses(t.app.db);
    const statusOf = async (id: string) =>
      (await t.app.db.select().from(services).where(eq(services.id, id)))[0]!;
    expect((await statusOf(agent.service.id)).status).toBe('ACTIVE');
    expect((await statusOf(notYet.service.id)).status).toBe('DELIVERED');
    expect((await statusOf(mailbox.id)).status).toBe('ACTIVE');
    expect((await statusOf(liveNumber.id)).status).toBe('ACTIVE');
    expect((await statusOf(pendingNumber.id)).status).toBe('ORDERED');
    expect((await statusOf(invoicing.id)).status).toBe('ACTIVE');
    expect(
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.serviceId, invoicing.id)),
    ).toEqual([]);
    expect((await statusOf(taxReturn.id)).status).toBe('IN_PROGRESS');
    expect((await statusOf(ended.id)).status).toBe('CANCELLED');
    expect(await statusOf(amendment.id)).toMatchObject({
      name: 'Registered agent change',
      status: 'IN_PROGRESS',
    });
    const events = await t.app.db
      .select()
      .from(serviceEvents)
      .where(eq(serviceEvents.serviceId, agent.service.id))
      .orderBy(asc(serviceEvents.id));
    expect(events).toMatchObject([
      { actor: 'system', fromStatus: 'DELIVERED', toStatus: 'ACTIVE' },
    ]);
    // Run again (another instance starting): nothing moves twice.
    await settleServiceStatuses(t.app.db);
    expect(
      await t.app.db
        .select()
        .from(serviceEvents)
        .where(and(eq(serviceEvents.serviceId, agent.service.id))),
    ).toHaveLength(1);
  });
});
