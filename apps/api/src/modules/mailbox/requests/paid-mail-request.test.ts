import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { mailItems, mailRequests, services } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../../test/checkout-helpers';
import {
  ADDRESS,
  givenLetter,
  mailCustomer,
  mailRequestCalls,
} from '../../../../test/mail-request-helpers';
import { receiptsOf } from '../../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';

type THeaders = Record<string, string>;
const SESSION = '/api/client/v9/billing/checkout/create-session';

describe(`a paid mail request from checkout to staff (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const api = mailRequestCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const openSession = (headers: THeaders, items: string[], mailRequestId: string) =>
    t.app.inject({
      method: 'POST',
      url: SESSION,
      headers,
      payload: {
        items,
        successUrl: 'http://localhost:3000/dashboard/communication',
        metadata: { mailRequestId },
      },
    });
  const pay = async (headers: THeaders, items: string[], id: string) => {
    const opened = await openSession(headers, items, id);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json().data as TCreatedSession;
    const paid = await checkoutCalls(t.app).pay(headers, session);
    expect(paid.statusCode, paid.body).toBe(200);
    return session;
  };
  const requestRow = async (id: string) =>
    (await t.app.db.select().from(mailRequests).where(eq(mailRequests.id, id)))[0];

  /** A letter with a forwarding waiting for payment. */
  const forwarding = async () => {
    const customer = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, customer.company.id);
    const address = (await api.addAddress(customer.headers, ADDRESS)).json().data.id as string;
    const asked = await api.ask(customer.headers, letter.id, {
      action: 'forward',
      forwardingAddressId: address,
    });
    const data = asked.json().data as {
      item: TMailItemDetail;
      checkout: { items: string[]; metadata: Record<string, string> };
    };
    return { ...customer, letter, requestId: data.item.openRequest!.id, checkout: data.checkout };
  };

  it('pays the forwarding with the 4242 card: requested, linked to its service, once', async () => {
    const { headers, company, letter, requestId, checkout } = await forwarding();

    const wrong = await openSession(headers, ['mail-unlock'], requestId);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items' });
    const extra = await openSession(
      headers,
      ['mail-forwarding-shipping', 'bookkeeping'],
      requestId,
    );
    expect(extra.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items' });
    const stranger = await mailCustomer(t.app);
    const notTheirs = await openSession(stranger.headers, checkout.items, requestId);
    expect(notTheirs.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'metadata',
    });

    const session = await pay(headers, checkout.items, requestId);
    expect(session.amount).toBe(2_500);
    const paid = await requestRow(requestId);
    expect(paid).toMatchObject({ status: 'requested', checkoutSessionId: session.sessionId });
    expect(paid?.paidAt).not.toBeNull();
    const [service] = await t.app.db
      .select()
      .from(services)
      .where(eq(services.id, paid!.serviceId!));
    expect(service).toMatchObject({
      companyId: company.id,
      productKey: 'mail-forwarding-shipping',
    });
    const [item] = await t.app.db.select().from(mailItems).where(eq(mailItems.id, letter.id));
    expect(item?.folder).toBe('pending');

    // A repeat of the fulfilment changes nothing; a second checkout is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/payment-success',
      headers,
      payload: { sessionId: session.sessionId },
    });
    expect(again.statusCode).toBe(200);
    expect(await requestRow(requestId)).toEqual(paid);
    const second = await openSession(headers, checkout.items, requestId);
    expect(second.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'metadata' });
  });

  it('a cancelled request cannot be paid: its open checkout is voided with it, no receipt (issue 33 item 6)', async () => {
    const { headers, company, letter, requestId, checkout } = await forwarding();
    const opened = await openSession(headers, checkout.items, requestId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await api.cancel(headers, letter.id, requestId)).statusCode).toBe(200);
    const late = await checkoutCalls(t.app).pay(headers, opened.json().data as TCreatedSession);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('CHECKOUT_SESSION_EXPIRED');
    expect(await requestRow(requestId)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await receiptsOf(t.app.db, company.id)).toEqual([]);
  });

  it('staff cancelling a request voids its open checkout too', async () => {
    const { headers, company, requestId, checkout } = await forwarding();
    const opened = await openSession(headers, checkout.items, requestId);
    expect(opened.statusCode, opened.body).toBe(200);
    const admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/requests/${requestId}/cancel`,
      headers: admin,
      payload: { reason: 'The letter was returned to the sender.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await checkoutCalls(t.app).pay(headers, opened.json().data as TCreatedSession);
    expect(late.json().errors[0].code).toBe('CHECKOUT_SESSION_EXPIRED');
    expect(await receiptsOf(t.app.db, company.id)).toEqual([]);
  });

  it('unlocks a locked letter once paid and scanned by staff', async () => {
    const customer = await mailCustomer(t.app, { active: false });
    const letter = await givenLetter(t.app, customer.company.id, { locked: true });
    const asked = await api.ask(customer.headers, letter.id, { action: 'unlock' });
    const { item, checkout } = asked.json().data;
    await pay(customer.headers, checkout.items, item.openRequest.id);
    expect(await requestRow(item.openRequest.id)).toMatchObject({ status: 'requested' });
    const admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
    const form = new FormData();
    form.append('scan', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'l.pdf');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/requests/${item.openRequest.id}/complete`,
      headers: admin,
      payload: form,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await t.app.db.select().from(mailItems).where(eq(mailItems.id, letter.id));
    expect(after).toMatchObject({ locked: false, folder: 'done' });
    expect(after?.scanDocumentId).not.toBeNull();
  });
});
