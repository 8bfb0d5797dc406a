import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../test/checkout-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

// The service commands exactly as staff run them (`npm run ops`), against a listening portal.
describe(`npm run ops: services, move, note (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ops = opsCli(
    () => t,
    () => base,
  );

  it('lists a customer’s services, moves one to waiting and delivered, and refuses a bad move', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    const c = checkoutCalls(t.app);
    const session = (
      await c.createSession(headers, {
        items: ['bookkeeping'],
        successUrl: 'http://localhost:3000/dashboard/billing',
      })
    ).json().data as TCreatedSession;
    expect((await c.pay(headers, session)).statusCode).toBe(200);

    const listed = await ops('services', '--company', user.email);
    expect(listed.code, listed.out).toBe(0);
    const id = listed.out.trim().split(/\s+/)[0]!;
    // Bookkeeping runs from payment (issue 36 item 8).
    expect(listed.out).toContain('ACTIVE');
    expect(listed.out).toContain('bookkeeping');

    const waiting = await ops(
      'move',
      id,
      'WAITING_ON_CUSTOMER',
      '--waiting-on',
      'Connect your bank',
    );
    expect(waiting.code, waiting.out).toBe(0);
    expect(waiting.out).toContain('waiting on the customer: Connect your bank');

    expect((await ops('note', id, 'Called', 'the', 'customer')).code).toBe(0);
    expect((await ops('move', id, 'DELIVERED')).code).toBe(0);
    const shown = await ops('service', id);
    expect(shown.out).toContain('WAITING_ON_CUSTOMER → DELIVERED');
    expect(shown.out).toContain('"Called the customer"');

    const bad = await ops('move', id, 'IN_PROGRESS');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('A DELIVERED service cannot move to IN_PROGRESS');

    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.map((m) => m.kind).filter((k) => k.startsWith('service-'))).toEqual([
      'service-waiting-on-customer',
      'service-delivered',
    ]);
  }, 120_000);
});
