import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { fulfilSession } from '../payments/fulfilment';

describe(`receipts and billing address (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const buy = async (headers: Record<string, string>, items: string[]) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: { items, successUrl: 'http://localhost/dashboard/billing/success' },
    });
    const { clientSecret } = created.json().data;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/local/pay',
      headers,
      payload: { clientSecret, cardNumber: '4242424242424242' },
    });
    expect(paid.statusCode).toBe(200);
  };
  const paged = (headers: Record<string, string>, query = '') =>
    t.app.inject({ url: `/api/client/company/v7/receipts/paged${query}`, headers });

  it('pages and sorts receipts, and serves real PDFs to their owner only', async () => {
    const a = await createSignedInUser(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/billing-address',
      headers: a.headers,
      payload: { name: 'Ada Lovelace', line1: '12 Rue de Rivoli', city: 'Paris', country: 'fr' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.country).toBe('FR');
    await buy(a.headers, ['ein']);
    await buy(a.headers, ['bookkeeping']);
    await buy(a.headers, ['ein-expedited']);

    const first = (await paged(a.headers)).json().data;
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    const ids = first.content.map((r: { id: string }) => Number(r.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const byTotal = (await paged(a.headers, '?sort=total,asc&size=2')).json().data;
    expect(byTotal.content).toHaveLength(2);
    expect(byTotal.totalPages).toBe(2);
    expect(byTotal.content[0].total).toBeLessThanOrEqual(byTotal.content[1].total);
    expect((await paged(a.headers, '?sort=passwordHash,asc')).statusCode).toBe(400);
    expect((await paged(a.headers, '?page=-1')).statusCode).toBe(400);

    const id = first.content[0].id as string;
    const pdf = await t.app.inject({
      url: `/api/client/company/v7/receipt/${id}/download`,
      headers: a.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^inline; filename="receipt-CL-[0-9A-F-]+\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const invoice = await t.app.inject({
      url: `/api/client/company/v7/invoice/${id}/download`,
      headers: a.headers,
    });
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/client/company/v7/receipts/${id}/regenerate`,
      headers: a.headers,
    });
    expect(regen.statusCode).toBe(200);

    const b = await createSignedInUser(t.app);
    for (const url of [
      `/api/client/company/v7/receipt/${id}/download`,
      `/api/client/company/v7/invoice/${id}/download`,
      `/api/client/company/v7/receipt/abc/download`,
    ]) {
      expect((await t.app.inject({ url, headers: b.headers })).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/client/company/v7/receipts/${id}/regenerate`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await paged(b.headers)).json().data.totalElements).toBe(0);
    const noAddress = await t.app.inject({
      url: '/api/client/company/v7/billing-address',
      headers: b.headers,
    });
    expect(noAddress.json().data).toBeNull();
  });

  it('creates no second receipt when a replayed event arrives', async () => {
    const a = await createSignedInUser(t.app);
    await buy(a.headers, ['ein']);
    const [row] = (await paged(a.headers)).json().data.content;
    expect(row).toBeDefined();
    const sessions = await t.app.db.query.checkoutSessions.findMany();
    const mine = sessions.find((s) => s.companyId === a.company.id)!;
    const replay = await fulfilSession(t.app.db, mine.id, {
      kind: 'webhook',
      eventId: `evt_local_${mine.id}`,
    });
    expect(replay.fulfilled).toBe(false);
    const other = await fulfilSession(t.app.db, mine.id, { kind: 'webhook', eventId: 'evt_new' });
    expect(other.fulfilled).toBe(false);
    expect((await paged(a.headers)).json().data.totalElements).toBe(1);
  });
});
