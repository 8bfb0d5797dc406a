import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import { companyEvents, outbox } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formationCalls } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/vault-helpers';

describe(`formation through operations: processing, stops, documents and the catalogue (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { get, post, paidCustomer, fillAll, adminHeaders } = formationCalls(() => t);

  it('moves the seven processing steps in order only, through the admin API, to COMPLETED', async () => {
    const { headers, company, user } = await paidCustomer();
    await fillAll(headers);
    const admin = await adminHeaders();
    const step = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/steps`,
        headers: admin,
        payload: body,
      });
    expect((await step({ step: 'DOCUMENTS_SUBMITTED' })).statusCode).toBe(409);
    await post('/status/confirm', headers);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/ops/v1/companies/${company.id}/steps`,
          headers,
          payload: { step: 'DOCUMENTS_SUBMITTED' },
        })
      ).statusCode,
    ).toBe(403);
    const outOfOrder = await step({ step: 'EIN_RECEIVED', ein: '12-3456789' });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toBe('EIN Received comes after Documents Submitted.');
    for (const s of PROCESSING_STEPS) {
      if (s.key === 'EIN_RECEIVED') expect((await step({ step: s.key })).statusCode).toBe(400);
      const res = await step({
        step: s.key,
        ...(s.key === 'EIN_RECEIVED' ? { ein: '12-3456789' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await step({ step: 'FINAL_DOCUMENTS_DELIVERED' })).statusCode).toBe(409);
    const done = (await get('/details', headers)).json().data.company;
    expect(done).toMatchObject({
      companyStatus: 'COMPLETED',
      onboardingStatus: 'ONBOARDED',
      ein: '12-3456789',
    });
    expect(done.formationProgress.map((p: { step: string }) => p.step)).toEqual(
      PROCESSING_STEPS.map((s) => s.key),
    );
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.filter((m) => m.kind.startsWith('processing-'))).toHaveLength(7);
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    const finalEvent = events.find((e) => e.kind === 'FINAL_DOCUMENTS_DELIVERED');
    expect(finalEvent).toMatchObject({
      fromStatus: 'STARTED',
      toStatus: 'COMPLETED',
      actor: 'admin:ops-cli',
    });
  });

  it('stops a company with a reason and resumes it; illegal moves are refused', async () => {
    const { headers, company } = await paidCustomer();
    const admin = await adminHeaders();
    const status = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/status`,
        headers: admin,
        payload: body,
      });
    expect((await status({ status: 'COMPLETED', reason: 'skip ahead' })).statusCode).toBe(400);
    expect((await status({ resume: true })).statusCode).toBe(409);
    const held = await status({ status: 'ONHOLD', reason: 'Passport copy is unreadable' });
    expect(held.json().data).toMatchObject({
      companyStatus: 'ONHOLD',
      statusReason: 'Passport copy is unreadable',
    });
    expect((await get('/details', headers)).json().data.company.statusReason).toBe(
      'Passport copy is unreadable',
    );
    const resumed = await status({ resume: true });
    expect(resumed.json().data).toMatchObject({
      companyStatus: 'MISSING_INFORMATION',
      statusReason: null,
    });
    await status({ status: 'DISSOLVED', reason: 'Closed at the customer request' });
    expect((await status({ status: 'ONHOLD', reason: 'again' })).statusCode).toBe(409);
    const list = await t.app.inject({
      url: '/api/ops/v1/companies?status=DISSOLVED',
      headers: admin,
    });
    expect(list.json().data.map((c: { id: string }) => c.id)).toContain(company.id);
  });

  it('attaches only PDFs and images to a company and lets the owner alone download them', async () => {
    const { headers, company } = await paidCustomer();
    await fillAll(headers);
    const admin = await adminHeaders();
    const attach = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/documents`,
        headers: admin,
        payload: multipartBody(
          [{ name: '../../etc/passwd "x".pdf', bytes: Buffer.from(content) }],
          {
            kind: 'ARTICLES_OF_ORGANIZATION',
            title: 'Articles of Organization',
          },
        ),
      });
    expect((await attach('hello')).statusCode).toBe(400);
    const ok = await attach('%PDF-1.4\n%%EOF\n');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      fileName: 'passwd -x.pdf',
      source: 'staff',
      category: 'formation',
    });
    const list = (await get('/documents', headers)).json().data;
    expect(list).toHaveLength(1);
    // The owner downloads it named after the company and the document, not "passwd".
    expect(list[0].fileName).toBe('Acme-Robotics-LLC-Articles-of-Organization.pdf');
    const file = await get(`/documents/${list[0].id}/download`, headers);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="Acme-Robotics-LLC-Articles-of-Organization.pdf"',
    );
  });

  it('lets operations edit the catalogue and promote an admin', async () => {
    const admin = await adminHeaders();
    const { headers, user } = await createSignedInUser(t.app);
    const bookkeeping = () =>
      t.app.inject({ url: '/api/client/v9/billing/products?productType=BOOKKEEPING', headers });
    // The list is cached per process; an edit made here is seen at once.
    expect((await bookkeeping()).json().data[0].price).not.toBe(12_345);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/ops/v1/products/bookkeeping',
      headers: admin,
      payload: { price: 12_345 },
    });
    expect(res.json().data).toMatchObject({ productKey: 'bookkeeping', price: 12_345 });
    expect((await bookkeeping()).json().data[0].price).toBe(12_345);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/ops/v1/users/role',
      headers: admin,
      payload: { email: user.email.toUpperCase(), role: 'ADMIN' },
    });
    expect(role.json().data.role).toBe('ADMIN');
    // A role change ends the user's tokens (issue 15): they sign in again for the new role.
    expect((await t.app.inject({ url: '/api/ops/v1/companies', headers })).statusCode).toBe(401);
  });
});
