import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, companies, companyOwners, orders, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

/**
 * Issue 36: a receipt paid before the customer gave a billing address printed "No billing
 * address on file" for ever, even once one was given (decision 0189).
 */
describe(`the address a receipt prints (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A paid receipt of the company, issued while it had no billing address. */
  const receiptOf = async (companyId: string, userId: string): Promise<number> => {
    const sessionId = `cs_test_address_${Date.now()}_${Math.random().toString(36).slice(2)}`;
    const lineItems = [
      { productKey: 'ein', name: 'EIN (tax ID)', amount: 9900, kind: 'product' as const },
    ];
    await t.app.db.insert(checkoutSessions).values({
      id: sessionId,
      companyId,
      userId,
      provider: 'local',
      amount: 9900,
      lineItems,
      successUrl: 'http://localhost:3000/x',
      clientSecretHash: 'x',
      status: 'complete',
      paymentStatus: 'paid',
    });
    const [order] = await t.app.db
      .insert(orders)
      .values({ companyId, sessionId, amount: 9900, currency: 'USD', lineItems })
      .returning();
    const [receipt] = await t.app.db
      .insert(receipts)
      .values({
        number: `CL-A${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`,
        orderId: order!.id,
        companyId,
        total: 9900,
        currency: 'USD',
        lineItems,
        paidAt: new Date('2026-11-20T10:00:00Z'),
        billingAddress: null,
      })
      .returning();
    return receipt!.id;
  };

  const printed = async (id: number, headers: Record<string, string>) => {
    const res = await t.app.inject({
      url: `/api/client/company/v7/receipt/${id}/download`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return textLines(await placedTexts(new Uint8Array(res.rawPayload))).join('\n');
  };

  it('prints the address given since, else the company’s own, never "No billing address on file"', async () => {
    const { user, company, headers } = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({ companyName: 'Lumière Conseil', companyNameType: 'LLC' })
      .where(eq(companies.id, company.id));
    await t.app.db.insert(companyOwners).values({
      companyId: company.id,
      position: 0,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
      ownershipHundredths: 10_000,
      address: { line1: '12 Rue Oberkampf', city: 'Paris', postalCode: '75011', country: 'FR' },
    });
    const id = await receiptOf(company.id, user.id);
    const onReceipts = () =>
      t.app.inject({ url: '/api/client/company/v7/billing-address/on-receipts', headers });

    // No billing address yet: the company's name and its owner's address.
    const owners = await printed(id, headers);
    expect(owners).not.toContain('No billing address on file');
    expect(owners).toContain('Lumière Conseil LLC');
    expect(owners).toContain('12 Rue Oberkampf');
    expect((await onReceipts()).json().data).toEqual({
      name: 'Lumière Conseil LLC',
      line1: '12 Rue Oberkampf',
      city: 'Paris',
      postalCode: '75011',
      country: 'FR',
    });

    // Its place of business, once known, before the owner's home.
    await t.app.db
      .update(companies)
      .set({ principalAddress: { line1: '3 Place Bellecour', city: 'Lyon', country: 'FR' } })
      .where(eq(companies.id, company.id));
    expect(await printed(id, headers)).toContain('3 Place Bellecour');

    // The billing address given after paying: the old receipt prints it.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/billing-address',
      headers,
      payload: {
        name: 'Léa Martin',
        line1: '8 Avenue Foch',
        city: 'Paris',
        postalCode: '75116',
        country: 'FR',
      },
    });
    expect(saved.statusCode).toBe(200);
    const billing = await printed(id, headers);
    expect(billing).toContain('Léa Martin');
    expect(billing).toContain('8 Avenue Foch');
    expect((await onReceipts()).json().data).toMatchObject({ line1: '8 Avenue Foch' });

    // Another customer's company: its own answer (none at all here), never this one.
    const stranger = await createSignedInUser(t.app);
    const theirs = await t.app.inject({
      url: '/api/client/company/v7/billing-address/on-receipts',
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toBeNull();
    const foreign = await t.app.inject({
      url: `/api/client/company/v7/billing-address/on-receipts?companyId=${company.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).not.toBe(200);
  });
});
