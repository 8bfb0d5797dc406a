import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSessions, companies, orders, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`receipts, invoices and billing address (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  let stranger: Awaited<ReturnType<typeof createSignedInUser>>;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createSignedInUser(t.app);
    stranger = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({ companyName: 'Nube Clara', companyNameType: 'LLC' })
      .where(eq(companies.id, owner.company.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/billing-address',
      headers: owner.headers,
      payload: {
        name: 'Zoë Müller-Łukasz 李',
        line1: '5 Rue de la Paix',
        city: 'Paris',
        postalCode: '75002',
        country: 'fr',
      },
    });
    // Three paid orders with receipts of different totals.
    for (const [i, total] of [30_000, 10_000, 20_000].entries()) {
      const sessionId = `cs_test_fixture_${i}_${Date.now()}`;
      const lineItems = [
        { productKey: 'ein', name: 'EIN (tax ID)', amount: total, kind: 'product' as const },
      ];
      await t.app.db.insert(checkoutSessions).values({
        id: sessionId,
        companyId: owner.company.id,
        userId: owner.user.id,
        provider: 'local',
        amount: total,
        lineItems,
        successUrl: 'http://localhost:3000/x',
        clientSecretHash: 'x',
        status: 'complete',
        paymentStatus: 'paid',
      });
      const [order] = await t.app.db
        .insert(orders)
        .values({
          companyId: owner.company.id,
          sessionId,
          amount: total,
          currency: 'USD',
          lineItems,
        })
        .returning();
      const [r] = await t.app.db
        .insert(receipts)
        .values({
          number: `CL-T${i}${Date.now() % 100000}`,
          orderId: order!.id,
          companyId: owner.company.id,
          total,
          currency: 'USD',
          lineItems,
          paidAt: new Date('2026-05-14T10:00:00Z'),
          ...(i === 0 ? { cardBrand: 'visa', cardLast4: '4242' } : {}),
          billingAddress: {
            name: 'Zoë Müller-Łukasz 李',
            line1: '5 Rue de la Paix',
            city: 'Paris',
            country: 'FR',
          },
        })
        .returning();
      ids.push(r!.id);
    }
  });
  afterAll(() => t.close());

  const paged = (query: string, headers = owner.headers) =>
    t.app.inject({ url: `/api/client/company/v7/receipts/paged${query}`, headers });

  it('pages with the defaults (page 0, size 20, id desc) and whitelisted sorts', async () => {
    const first = (await paged('')).json().data;
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(first.content.map((r: { id: string }) => Number(r.id))).toEqual(
      [...ids].sort((a, b) => b - a),
    );
    const byTotal = (await paged('?sort=total,asc'))
      .json()
      .data.content.map((r: { total: number }) => r.total);
    expect(byTotal).toEqual([10_000, 20_000, 30_000]);
    const second = (await paged('?page=1&size=2')).json().data;
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(second.content).toHaveLength(1);
    expect((await paged('?sort=password,asc')).statusCode).toBe(400);
    expect((await paged('?size=0')).statusCode).toBe(400);
    expect((await paged('', stranger.headers)).json().data.totalElements).toBe(0);
  });

  it('answers the invoice number, the payment date and the card with each receipt', async () => {
    const first = (await paged('?sort=id,asc')).json().data.content;
    expect(first[0]).toMatchObject({
      number: expect.stringMatching(/^CL-T0/),
      invoiceNumber: first[0].number.replace('CL-', 'INV-'),
      paidAt: '2026-05-14T10:00:00.000Z',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(first[1].card).toBeNull();
  });

  it('downloads a real PDF receipt and invoice named after the company and document', async () => {
    for (const [kind, title, prefix] of [
      ['receipt', 'Receipt', 'CL'],
      ['invoice', 'Invoice', 'INV'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/client/company/v7/${kind}/${ids[0]}/download`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="Nube-Clara-LLC-${title}-${prefix}-T0\\d+\\.pdf"$`),
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toMatch(new RegExp(`^${title} ${prefix}-T0`));
    }
  });

  it("answers 404 for another customer's receipt, invoice and regeneration", async () => {
    for (const url of [`receipt/${ids[0]}/download`, `invoice/${ids[0]}/download`]) {
      const res = await t.app.inject({
        url: `/api/client/company/v7/${url}`,
        headers: stranger.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Paix');
    }
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/client/company/v7/receipts/${ids[0]}/regenerate`,
      headers: stranger.headers,
    });
    expect(regen.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/client/company/v7/receipts/${ids[0]}/regenerate`,
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('keeps the billing address per company', async () => {
    const mine = await t.app.inject({
      url: '/api/client/company/v7/billing-address',
      headers: owner.headers,
    });
    expect(mine.json().data).toMatchObject({ city: 'Paris', country: 'FR' });
    const theirs = await t.app.inject({
      url: '/api/client/company/v7/billing-address',
      headers: stranger.headers,
    });
    expect(theirs.json().data).toBeNull();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/billing-address',
      headers: owner.headers,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('names each refused billing-address field with its catalogue code and words', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/company/v7/billing-address',
        headers: owner.headers,
        payload: {
          name: 'Nube Clara LLC',
          line1: '1 Main St',
          city: 'Cheyenne',
          country: 'US',
          ...payload,
        },
      });
    const cases = [
      [
        { name: ' ' },
        'name',
        'BILLING_NAME_NOT_SPECIFIED',
        'Please enter the name to print on receipts.',
      ],
      [
        { postalCode: '1'.repeat(21) },
        'postalCode',
        'POSTAL_CODE_TOO_LONG',
        'The postal code can be at most 20 characters.',
      ],
      [
        { line2: 'x'.repeat(201) },
        'line2',
        'ADDRESS_TOO_LONG',
        'An address line can be at most 200 characters.',
      ],
      [
        { region: 'x'.repeat(101) },
        'region',
        'REGION_TOO_LONG',
        'The region can be at most 100 characters.',
      ],
      [{ city: '' }, 'city', 'CITY_NOT_SPECIFIED', 'Please enter the city.'],
    ] as const;
    for (const [payload, field, code, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ code, field, message }] });
    }
    expect((await post({ postalCode: '1'.repeat(20) })).statusCode).toBe(200);
  });
});
