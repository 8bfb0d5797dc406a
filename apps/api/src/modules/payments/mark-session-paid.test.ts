import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, companies, orders, processedEvents, receipts } from '../../db/schema';
import { reconcilePayments } from './reconcile-payments';
import { jobHandlers, jobSchedules } from '../../composition/jobs';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { failingOnInsertInto } from '../../../test/fault-db';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

// Issue 15, item 7: a paid session never ends without its order.
describe(`marking a session paid and fulfilling it (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  const fault = { armed: false };
  beforeAll(async () => {
    // The fault strikes right after the session is marked paid: fulfilment's first write.
    t = await createTestApp({
      wrapDb: (db) => failingOnInsertInto(db, processedEvents, fault),
    });
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const sessionRow = async (id: string) =>
    (await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];
  const ordersOf = async (companyId: string) =>
    db().select().from(orders).where(eq(orders.companyId, companyId));
  const companyOf = async (id: string) =>
    (await db().select().from(companies).where(eq(companies.id, id)))[0];

  const openBundle = async () => {
    const user = await createSignedInUser(t.app);
    await c.selectState(user.headers, 'WY');
    const session = (await c.createSession(user.headers)).json().data as TCreatedSession;
    return { ...user, session };
  };

  it('a fault after marking paid leaves the session unpaid; paying again fulfils once', async () => {
    const { headers, company, session } = await openBundle();
    fault.armed = true;
    try {
      const broken = await c.pay(headers, session);
      expect(broken.statusCode).toBe(500);
    } finally {
      fault.armed = false;
    }
    expect(await sessionRow(session.sessionId)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
    expect(await ordersOf(company.id)).toHaveLength(0);
    expect((await c.pay(headers, session)).statusCode).toBe(200);
    expect((await c.pay(headers, session)).statusCode).toBe(200);
    expect(await ordersOf(company.id)).toHaveLength(1);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'PAID', state: 'WY' });
  });

  /** What a crash between the two steps left behind before they shared a transaction. */
  const paidWithoutOrder = async () => {
    const opened = await openBundle();
    await db()
      .update(checkoutSessions)
      .set({ status: 'complete', paymentStatus: 'paid', completedAt: new Date() })
      .where(eq(checkoutSessions.id, opened.session.sessionId));
    return opened;
  };

  it('the reconciler fulfils a paid session that has no order, once', async () => {
    const { company } = await paidWithoutOrder();
    expect(await reconcilePayments(db())).toBe(1);
    expect(await reconcilePayments(db())).toBe(0);
    expect(await ordersOf(company.id)).toHaveLength(1);
    const rs = await db().select().from(receipts).where(eq(receipts.companyId, company.id));
    expect(rs).toHaveLength(1);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'PAID', state: 'WY' });
  });

  it('the reconciler is a schedule of the jobs runtime: due at start, then every interval', async () => {
    const start = new Date('2031-01-01T00:00:00Z');
    let now = start;
    const run = () =>
      runDueJobs(db(), {
        handlers: jobHandlers(t.env),
        schedules: jobSchedules({ ...t.env, RECONCILE_INTERVAL_MS: 60_000 }).filter(
          (s) => s.name === 'payments.reconcile',
        ),
        clock: () => now,
        workerId: 'test',
      });
    const first = await paidWithoutOrder();
    expect(await run()).toMatchObject({ ran: 1, done: 1 });
    expect(await ordersOf(first.company.id)).toHaveLength(1);
    const second = await paidWithoutOrder();
    now = new Date(start.getTime() + 59_999);
    expect(await run()).toMatchObject({ ran: 0 });
    expect(await ordersOf(second.company.id)).toHaveLength(0);
    now = new Date(start.getTime() + 60_000);
    expect(await run()).toMatchObject({ ran: 1, done: 1 });
    expect(await ordersOf(second.company.id)).toHaveLength(1);
  });
});
