import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  DAY_MS,
  givenSubscription,
  mailsTo,
  notesOf,
  receiptsOf,
  saveCard,
} from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { chargerForProvider } from '../payments/charge-saved-card';
import { sweepSubscriptions } from './sweep';

describe(`cancel in one click, undo until the term ends (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/client/company/v7/services/${url}`, headers });
  const customerWith = async (termEndsAt = new Date(Date.now() + 30 * DAY_MS)) => {
    const customer = await createSignedInUser(t.app);
    expect((await saveCard(t.app, customer.headers, '4242424242424242')).statusCode).toBe(200);
    return {
      ...customer,
      ...(await givenSubscription(t.app.db, { companyId: customer.company.id, termEndsAt })),
    };
  };

  it('cancels at the term end with a confirmation e-mail; nothing is charged; it ends then', async () => {
    const c = await customerWith();
    const end = c.subscription.termEndsAt;
    const res = await post(`${c.service.id}/cancel`, c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: {
        status: 'ACTIVE',
        cancelAtTermEnd: true,
        renewalAmount: 9_900,
        card: { last4: '4242' },
      },
    });
    expect(res.json().message).toMatch(/Registered agent ends on/);
    // Twice is the same answer and one e-mail.
    expect((await post(`${c.service.id}/cancel`, c.headers)).statusCode).toBe(200);
    const confirmations = (await mailsTo(t.app.db, c.user.email)).filter(
      (m) => m.kind === 'renewal-cancelled',
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.textBody).toContain(
      `{{PUBLIC_URL}}/dashboard/services/${c.service.id}`,
    );
    const day = end.toISOString().slice(0, 10);
    expect(await notesOf(t.app.db, c.service.id)).toEqual([`Renewal cancelled: ends ${day}`]);

    // No reminders for a cancelled renewal, no charge at its end: it ends.
    const sweep = (at: Date) =>
      sweepSubscriptions(t.app.db, at, { chargerFor: chargerForProvider(null) });
    await sweep(new Date(end.getTime() - 3 * DAY_MS));
    await Promise.all([1, 2, 3].map(() => sweep(new Date(end.getTime() + 1000))));
    expect(await receiptsOf(t.app.db, c.company.id)).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, c.subscription.id));
    expect(row?.status).toBe('CANCELLED');
    const kinds = (await mailsTo(t.app.db, c.user.email)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['renewal-cancelled', 'subscription-ended']);
    const notes = await notesOf(t.app.db, c.service.id);
    expect(notes.at(-1)).toBe(`Ended ${day}: the renewal was cancelled`);
    const services = await t.app.db.query.services.findFirst({
      where: (s, { eq: is }) => is(s.id, c.service.id),
    });
    expect(services?.status).toBe('CANCELLED');

    // After the term: undo is no longer possible.
    const late = await post(`${c.service.id}/resume`, c.headers);
    expect(late.statusCode).toBe(404);
    expect(late.json().errors[0].code).toBe('SUBSCRIPTION_NOT_AVAILABLE');
  });

  it('undoes a cancellation before the term ends', async () => {
    const c = await customerWith();
    await post(`${c.service.id}/cancel`, c.headers);
    const res = await post(`${c.service.id}/resume`, c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cancelAtTermEnd: false, cancelRequestedAt: null });
    expect(res.json().message).toMatch(/^Renewal resumed/);
    expect((await notesOf(t.app.db, c.service.id)).at(-1)).toBe('Renewal resumed');
  });

  it('refuses to resume once the term has ended, even before the sweep ran', async () => {
    const c = await customerWith(new Date(Date.now() + 30 * DAY_MS));
    await post(`${c.service.id}/cancel`, c.headers);
    await t.app.db
      .update(subscriptions)
      .set({ termEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, c.subscription.id));
    const res = await post(`${c.service.id}/resume`, c.headers);
    expect(res.json().errors[0].code).toBe('SUBSCRIPTION_NOT_AVAILABLE');
  });

  it("never reaches another customer's service: 404, or 403 naming their company", async () => {
    const a = await customerWith();
    const b = await createSignedInUser(t.app);
    for (const action of ['cancel', 'resume']) {
      const res = await post(`${a.service.id}/${action}`, b.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(a.subscription.id);
      const named = await post(`${a.service.id}/${action}`, {
        ...b.headers,
        'x-company-id': a.company.id,
      });
      expect(named.statusCode).toBe(403);
    }
    for (const id of ['not-an-id', '00000000-0000-0000-0000-000000000000']) {
      expect((await post(`${id}/cancel`, a.headers)).statusCode).toBe(404);
    }
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, a.subscription.id));
    expect(row?.cancelRequestedAt).toBeNull();
  });
});
