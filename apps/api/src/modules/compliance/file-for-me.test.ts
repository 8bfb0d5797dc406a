import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import type { TOffer } from '@charterline/shared/schemas/services';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { formedCustomer, givenComplianceRules } from '../../../test/compliance-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`compliance: "File it for me" buys the filing and follows its service (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
  });
  afterAll(() => t.close());

  const { get, adminHeaders } = formationCalls(() => t);
  const stateOnes = async (headers: THeaders): Promise<TObligation[]> => {
    const res = await get('/compliance', headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.obligations as TObligation[]).filter((o) => o.kind === 'state');
  };
  const buy = async (headers: THeaders, productKey: string) => {
    const c = checkoutCalls(t.app);
    const created = await c.createSession(headers, {
      items: [productKey],
      successUrl: 'http://localhost:3000/dashboard/compliance',
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json().data as TCreatedSession;
    // The filing alone: no state formation fees come with it.
    expect(session.amount).toBe(4_900);
    expect((await c.pay(headers, session)).statusCode).toBe(200);
  };
  const move = async (serviceId: string, status: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/services/${serviceId}/move`,
      headers: await adminHeaders(),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is offered to a formed company, becomes the oldest open report’s service, then files it', async () => {
    const { headers } = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2024-05-10',
      owners: ['US'],
    });
    const offers = (await get('/offers', headers)).json().data as TOffer[];
    expect(offers.find((o) => o.product.productKey === 'annual-report-filing')?.state).toBe(
      'AVAILABLE',
    );
    const [first, second] = await stateOnes(headers);
    expect([first?.dueDate, first?.status]).toEqual(['2025-05-01', 'overdue']);

    await buy(headers, 'annual-report-filing');
    const [linked, next] = await stateOnes(headers);
    expect(linked).toMatchObject({ id: first!.id, status: 'in_progress' });
    const serviceId = linked!.fileForMe!.serviceId!;
    expect(serviceId).toBeTruthy();
    // One purchase files one report: the next stays open.
    expect(next).toMatchObject({ id: second!.id, fileForMe: { serviceId: null } });
    expect(next!.status).not.toBe('in_progress');

    // The filing's service is in progress from payment (issue 36 item 8), as the report is.
    expect((await stateOnes(headers))[0]?.status).toBe('in_progress');
    await move(serviceId, 'DELIVERED');
    const [filed] = await stateOnes(headers);
    expect(filed).toMatchObject({
      status: 'filed_late',
      filedOn: new Date().toISOString().slice(0, 10),
      fileForMe: { productKey: 'annual-report-filing', serviceId },
    });
    // One we filed is not the customer's to reopen.
    const reopen = await t.app.inject({
      method: 'POST',
      url: `/api/client/company/v7/compliance/obligations/${filed!.id}/reopen`,
      headers,
    });
    expect(reopen.statusCode).toBe(409);

    // Bought again (repeatable): the next report's service; cancelled, it is open again.
    await buy(headers, 'annual-report-filing');
    const again = (await stateOnes(headers))[1]!;
    expect(again.status).toBe('in_progress');
    await move(again.fileForMe!.serviceId!, 'CANCELLED');
    const reopened = (await stateOnes(headers))[1]!;
    expect(reopened.fileForMe?.serviceId).toBeNull();
    expect(reopened.status).not.toBe('in_progress');
  });
});
