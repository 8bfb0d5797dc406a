import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  DAY_MS,
  givenSubscription,
  mailKindsTo,
  mailsTo,
  notesOf,
  receiptsOf,
  saveCard,
} from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { sweepSubscriptions } from './sweep';
import { configuredCharger, runSubscriptionSweep } from './sweep-job';

const HOUR_MS = 60 * 60 * 1000;

describe(`the renewal sweep, with a moved clock (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  // As the job runtime runs it: the configured (local) provider.
  const sweep = (at: Date) => runSubscriptionSweep(t.app, at);
  /** Several workers at once, as N API instances would run the job. */
  const sweepConcurrently = (at: Date, workers = 4) =>
    Promise.all(Array.from({ length: workers }, () => sweep(at)));
  const subscriptionRow = async (id: string) => {
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row!;
  };
  /** A customer with a saved card and a subscription ending 30 days from now. */
  const customerWith = async (card: string | null) => {
    const customer = await createSignedInUser(t.app);
    if (card) expect((await saveCard(t.app, customer.headers, card)).statusCode).toBe(200);
    const termEndsAt = new Date(Date.now() + 30 * DAY_MS);
    const given = await givenSubscription(t.app.db, { companyId: customer.company.id, termEndsAt });
    return {
      ...customer,
      ...given,
      termEndsAt,
      at: (ms: number) => new Date(termEndsAt.getTime() + ms),
    };
  };

  it('sends the 14- and 3-day reminders once each, however many sweeps run at once', async () => {
    const c = await customerWith('4242424242424242');
    await sweepConcurrently(c.at(-20 * DAY_MS));
    expect(await mailKindsTo(t.app.db, c.user.email)).toEqual([]);
    for (const days of [14, 13, 10]) await sweepConcurrently(c.at(-days * DAY_MS));
    expect(await mailKindsTo(t.app.db, c.user.email)).toEqual(['renewal-reminder-14']);
    for (const days of [3, 2.5, 1]) await sweepConcurrently(c.at(-days * DAY_MS));
    const kinds = await mailKindsTo(t.app.db, c.user.email);
    expect(kinds.sort()).toEqual(['renewal-reminder-14', 'renewal-reminder-3']);
    const [three] = (await mailsTo(t.app.db, c.user.email)).filter((m) => m.kind.endsWith('-3'));
    expect(three?.textBody).toContain('$99.00');
    expect(three?.textBody).toContain('Visa ending 4242');
    expect(three?.textBody).toContain(`{{PUBLIC_URL}}/dashboard/services/${c.service.id}?cancel=1`);
    expect(three?.htmlBody).toContain(`/dashboard/services/${c.service.id}?cancel=1`);
  });

  it('spends no batch on subscriptions with nothing to do, and goes on past one batch', async () => {
    const base = Date.now() + 40 * DAY_MS;
    // Three cancelled ones end soonest (no reminder for them), then three to remind.
    const quiet = [];
    for (let i = 0; i < 3; i += 1) {
      const c = await createSignedInUser(t.app);
      const { subscription } = await givenSubscription(t.app.db, {
        companyId: c.company.id,
        termEndsAt: new Date(base + i * HOUR_MS),
      });
      await t.app.db
        .update(subscriptions)
        .set({ cancelRequestedAt: new Date() })
        .where(eq(subscriptions.id, subscription.id));
      quiet.push(c.user.email);
    }
    const loud = [];
    for (let i = 0; i < 3; i += 1) {
      const c = await createSignedInUser(t.app);
      await givenSubscription(t.app.db, {
        companyId: c.company.id,
        termEndsAt: new Date(base + (10 + i) * HOUR_MS),
      });
      loud.push(c.user.email);
    }
    const at = new Date(base + 10 * HOUR_MS - 13 * DAY_MS);
    const result = await sweepSubscriptions(t.app.db, at, {
      chargerFor: configuredCharger(t.env),
      batch: 2,
    });
    expect(result.reminded).toBeGreaterThanOrEqual(3);
    for (const email of loud)
      expect(await mailKindsTo(t.app.db, email)).toEqual(['renewal-reminder-14']);
    for (const email of quiet) expect(await mailKindsTo(t.app.db, email)).toEqual([]);
  });

  it('sends a missed reminder late, skipping the 14-day one when the 3-day one is due', async () => {
    const c = await customerWith('4242424242424242');
    await sweep(c.at(-2 * DAY_MS));
    await sweep(c.at(-1 * DAY_MS));
    expect(await mailKindsTo(t.app.db, c.user.email)).toEqual(['renewal-reminder-3']);
  });

  it('charges an uncancelled renewal once at the term end: receipt, e-mail, one more year', async () => {
    const c = await customerWith('4242424242424242');
    // Other customers' terms end too: each sweep counts theirs; this company is charged once.
    const results = await sweepConcurrently(c.at(HOUR_MS), 5);
    expect(results.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    await sweep(c.at(2 * HOUR_MS));
    const receipts = await receiptsOf(t.app.db, c.company.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      total: 9_900,
      cardBrand: 'visa',
      cardLast4: '4242',
      lineItems: [{ productKey: 'registered-agent-renewal', amount: 9_900 }],
    });
    const row = await subscriptionRow(c.subscription.id);
    expect(row.status).toBe('ACTIVE');
    expect(row.termStartedAt.toISOString()).toBe(c.termEndsAt.toISOString());
    const nextYear = new Date(c.termEndsAt);
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(row.termEndsAt.toISOString()).toBe(nextYear.toISOString());
    expect(row.failedAttempts).toBe(0);
    expect(await mailKindsTo(t.app.db, c.user.email)).toContain('payment-receipt');
    expect(await notesOf(t.app.db, c.service.id)).toEqual([
      `Renewed until ${nextYear.toISOString().slice(0, 10)}`,
    ]);
    // The new term's reminders are its own: none is due yet.
    expect((await sweep(c.at(2 * DAY_MS))).reminded).toBe(0);
  });

  it('with card 0341: past due, e-mailed, retried at 1, 3 and 7 days, then lapsed', async () => {
    const c = await customerWith('4000000000000341');
    await sweepConcurrently(c.at(HOUR_MS));
    let row = await subscriptionRow(c.subscription.id);
    expect(row).toMatchObject({ status: 'PAST_DUE', failedAttempts: 1 });
    expect(row.nextAttemptAt?.toISOString()).toBe(c.at(DAY_MS).toISOString());
    const failed = (await mailsTo(t.app.db, c.user.email)).filter(
      (m) => m.kind === 'renewal-failed',
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.textBody).toContain('{{PUBLIC_URL}}/dashboard/services?update-card=1');

    await sweepConcurrently(c.at(12 * HOUR_MS));
    expect((await subscriptionRow(c.subscription.id)).failedAttempts).toBe(1);
    const schedule: [number, number, number | null][] = [
      [1, 2, 3],
      [3, 3, 7],
    ];
    for (const [day, attempts, nextDay] of schedule) {
      await sweepConcurrently(c.at(day * DAY_MS));
      row = await subscriptionRow(c.subscription.id);
      expect(row).toMatchObject({ status: 'PAST_DUE', failedAttempts: attempts });
      expect(row.nextAttemptAt?.toISOString()).toBe(c.at(nextDay! * DAY_MS).toISOString());
    }
    await sweepConcurrently(c.at(7 * DAY_MS));
    row = await subscriptionRow(c.subscription.id);
    expect(row).toMatchObject({ status: 'LAPSED', failedAttempts: 4, nextAttemptAt: null });
    await sweepConcurrently(c.at(30 * DAY_MS));
    const kinds = await mailKindsTo(t.app.db, c.user.email);
    expect(kinds.filter((k) => k === 'renewal-failed')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'subscription-lapsed')).toHaveLength(1);
    expect(await receiptsOf(t.app.db, c.company.id)).toEqual([]);
    const notes = await notesOf(t.app.db, c.service.id);
    expect(notes.at(-1)).toBe('Lapsed: the renewal charge failed 4 times');
  });

  it('with no saved card: past due at the term end', async () => {
    const c = await customerWith(null);
    await sweep(c.at(HOUR_MS));
    expect(await subscriptionRow(c.subscription.id)).toMatchObject({ status: 'PAST_DUE' });
  });

  it('charges a new card at once while past due, and the subscription is active again', async () => {
    const c = await customerWith('4000000000000341');
    await sweep(c.at(HOUR_MS));
    const res = await saveCard(t.app, c.headers, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/past-due renewal is paid/);
    const row = await subscriptionRow(c.subscription.id);
    expect(row).toMatchObject({ status: 'ACTIVE', failedAttempts: 0, nextAttemptAt: null });
    expect(row.termStartedAt.toISOString()).toBe(c.termEndsAt.toISOString());
    const receipts = await receiptsOf(t.app.db, c.company.id);
    expect(receipts.map((r) => [r.total, r.cardLast4])).toEqual([[9_900, '4242']]);
    // The retry schedule finds nothing more to charge.
    await sweepConcurrently(c.at(DAY_MS));
    expect(await receiptsOf(t.app.db, c.company.id)).toHaveLength(1);
  });

  it('a declined new card while past due changes nothing but says so', async () => {
    const c = await customerWith('4000000000000341');
    await sweep(c.at(HOUR_MS));
    const res = await saveCard(t.app, c.headers, '4000 0000 0000 0341');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/could not be charged/);
    expect(await subscriptionRow(c.subscription.id)).toMatchObject({
      status: 'PAST_DUE',
      failedAttempts: 1,
    });
  });
});
