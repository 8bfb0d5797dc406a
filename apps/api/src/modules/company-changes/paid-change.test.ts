import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import {
  companies,
  companyDocuments,
  companyEvents,
  outbox,
  serviceEvents,
  services,
  subscriptions,
} from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import {
  changeCalls,
  companyRow,
  formedLlc,
  givenChangeFilings,
  TEST_FILINGS,
} from '../../../test/change-helpers';
import { givenComplianceRules } from '../../../test/compliance-helpers';
import { DAY_MS, givenSubscription } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import { PDF, vaultCalls } from '../../../test/vault-helpers';
import { storeDocument } from '../documents/documents.service';
import { saveAgentOffice } from '../services/registered-agent';

type THeaders = Record<string, string>;
const SESSION = '/api/client/v9/billing/checkout/create-session';

describe(`a paid change from checkout to staff's completion (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: THeaders;
  const api = changeCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
    await givenChangeFilings(t.app, 'WY');
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const openSession = (headers: THeaders, items: string[], changeRequestId: string) =>
    t.app.inject({
      method: 'POST',
      url: SESSION,
      headers,
      payload: {
        items,
        successUrl: 'http://localhost:3000/dashboard/llc-management?tab=changes',
        metadata: { changeRequestId },
      },
    });
  /** Checkout with the change's own items, paid with the local provider's 4242 card. */
  const pay = async (headers: THeaders, change: TCompanyChange) => {
    const opened = await openSession(headers, change.checkout!.items, change.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json().data;
    const paid = await checkoutCalls(t.app).pay(headers, session);
    expect(paid.statusCode, paid.body).toBe(200);
    return session as { sessionId: string; amount: number; lineItems: { name: string }[] };
  };
  const complete = (id: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/company-changes/${id}/complete`,
      headers: admin,
      payload: body,
    });
  const pdfFile = (name = 'filed.pdf') => ({
    name,
    contentBase64: PDF(256).toString('base64'),
  });
  const historyOf = async (headers: THeaders) =>
    (await api.list(headers)).json().data as TCompanyChange[];
  const companyOf = (id: string) => companyRow(t.app, id);

  it('a new name: checkout with the state fee, service linked once, staff complete it with the filing', async () => {
    const { headers, company, user } = await formedLlc(t.app);
    const change = await api.asked(headers, {
      kind: 'LEGAL_NAME',
      companyName: 'Nube Clara',
      designation: 'LLC',
    });

    const wrong = await openSession(headers, ['state-amendment', 'ein-expedited'], change.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items' });
    const stranger = await formedLlc(t.app);
    const notTheirs = await openSession(stranger.headers, ['state-amendment'], change.id);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'metadata',
    });

    const session = await pay(headers, change);
    expect(session.amount).toBe(9_900 + TEST_FILINGS.LEGAL_NAME.fee);
    expect(session.lineItems.map((l) => l.name)).toEqual([
      'Company name change',
      'Wyoming Articles of Amendment (state fee)',
    ]);
    const [paid] = await historyOf(headers);
    expect(paid).toMatchObject({ status: 'in_progress', checkout: null });
    const [service] = await t.app.db
      .select()
      .from(services)
      .where(eq(services.id, paid!.serviceId!));
    expect(service).toMatchObject({ companyId: company.id, productKey: 'state-amendment' });
    // A repeat of the fulfilment changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/payment-success',
      headers,
      payload: { sessionId: session.sessionId },
    });
    expect(again.statusCode).toBe(200);
    expect(await historyOf(headers)).toEqual([paid]);
    expect((await api.cancel(headers, change.id)).json().errors[0].code).toBe(
      'CHANGE_NOT_CANCELLABLE',
    );
    expect((await companyOf(company.id)).companyName).toBe('Acme');

    const noFile = await complete(change.id, {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'file' });
    const notPdf = await complete(change.id, {
      file: { name: 'x.pdf', contentBase64: Buffer.from('hello').toString('base64') },
    });
    expect(notPdf.json().errors[0].code).toBe('INVALID_DOCUMENT');

    const done = await complete(change.id, { file: pdfFile(), note: 'Filed on 2 Dec' });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json().data as TCompanyChange;
    expect(completed).toMatchObject({
      status: 'completed',
      before: 'Acme LLC',
      after: 'Nube Clara LLC',
      serviceId: service!.id,
    });
    expect(completed.proofDocumentId).not.toBeNull();
    expect(await historyOf(headers)).toEqual([completed]);
    expect(await companyOf(company.id)).toMatchObject({
      companyName: 'Nube Clara',
      companyNameType: 'LLC',
    });
    const [proof] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, completed.proofDocumentId!));
    expect(proof).toMatchObject({
      companyId: company.id,
      kind: 'STATE_FILING_AMENDMENT',
      category: 'compliance',
      source: 'staff',
    });
    const [delivered] = await t.app.db.select().from(services).where(eq(services.id, service!.id));
    expect(delivered!.status).toBe('DELIVERED');
    const events = await t.app.db
      .select()
      .from(serviceEvents)
      .where(eq(serviceEvents.serviceId, service!.id));
    expect(events.find((e) => e.toStatus === 'DELIVERED')!.documentId).toBe(proof!.id);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), eq(outbox.kind, 'company-change-done')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your change is done: Company name of Nube Clara LLC');
    expect(mails[0]!.textBody).toContain('/dashboard/llc-management?tab=changes');
    expect(mails[0]!.textBody).toContain('Before: Acme LLC');
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/client/v9/notifications',
      headers,
    });
    expect(notices.body).toContain('Company name of Nube Clara LLC is done and on file.');

    const twice = await complete(change.id, { file: pdfFile() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('ILLEGAL_STATUS_MOVE');
  });

  it('new members: the operating agreement gets version 2 as the proof, version 1 kept', async () => {
    const { headers, company } = await formedLlc(t.app);
    const first = await storeDocument(t.app.db, {
      companyId: company.id,
      kind: 'OPERATING_AGREEMENT',
      title: 'Operating Agreement',
      fileName: 'oa.pdf',
      content: PDF(),
      createdBy: 'system',
      category: 'agreements',
      source: 'system',
    });
    const address = { line1: '1 Main St', city: 'Austin', region: 'TX', country: 'US' };
    const change = await api.asked(headers, {
      kind: 'MEMBERS',
      owners: [
        {
          firstName: 'Ada',
          lastName: 'Obi',
          email: 'ada@example.com',
          ownershipPercentage: 60,
          address,
        },
        {
          firstName: '李',
          lastName: '伟',
          email: 'li@example.com',
          ownershipPercentage: 40,
          address,
        },
      ],
    });
    expect(change).toMatchObject({
      needsState: false,
      after: 'Ada Obi 60%, 李 伟 40%',
      checkout: { items: ['operating-agreement-amendment'] },
    });
    await pay(headers, change);
    const done = await complete(change.id, {});
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json().data as TCompanyChange;
    const versions = await vaultCalls(() => t.app).versions(headers, first.id);
    expect(versions.statusCode, versions.body).toBe(200);
    const listed = versions.json().data as { id: string; version: number }[];
    expect(listed.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(listed.find((v) => v.version === 2)!.id).toBe(completed.proofDocumentId);
    const pdf = await vaultCalls(() => t.app).download(headers, completed.proofDocumentId!);
    expect(pdf.statusCode).toBe(200);
    const lines = textLines(await placedTexts(pdf.rawPayload));
    expect(lines).toContain('李 伟, Member');
    expect(lines).toContain('Ada Obi, Member');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/company-profile',
      headers,
    });
    expect(profile.json().data.members).toEqual([
      { name: 'Ada Obi', ownershipPercentage: 60, country: 'US' },
      { name: '李 伟', ownershipPercentage: 40, country: 'US' },
    ]);
  });

  it('closure dissolves the company and stops its renewals; reinstatement brings it back', async () => {
    const { headers, company } = await formedLlc(t.app);
    const { subscription } = await givenSubscription(t.app.db, {
      companyId: company.id,
      termEndsAt: new Date(Date.now() + 200 * DAY_MS),
    });
    const closure = await api.asked(headers, { kind: 'CLOSURE', reason: 'Moving on' });
    const session = await pay(headers, closure);
    expect(session.amount).toBe(19_900 + TEST_FILINGS.CLOSURE.fee);
    const done = await complete(closure.id, { file: pdfFile('dissolution.pdf') });
    expect(done.statusCode, done.body).toBe(200);
    expect((await companyOf(company.id)).companyStatus).toBe('DISSOLVED');
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(sub!.cancelRequestedAt).not.toBeNull();
    const [proof] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, done.json().data.proofDocumentId));
    expect(proof!.kind).toBe('DISSOLUTION');

    const reinstatement = await api.asked(headers, { kind: 'REINSTATEMENT' });
    // The state's fee is not known: only our price is charged, staff confirm the fee.
    expect((await pay(headers, reinstatement)).amount).toBe(24_900);
    expect((await complete(reinstatement.id, { file: pdfFile() })).statusCode).toBe(200);
    expect((await companyOf(company.id)).companyStatus).toBe('COMPLETED');
    const moves = await t.app.db
      .select()
      .from(companyEvents)
      .where(
        and(eq(companyEvents.companyId, company.id), eq(companyEvents.kind, 'STATUS_CHANGED')),
      );
    expect(moves.map((m) => `${m.fromStatus}→${m.toStatus}`)).toEqual([
      'COMPLETED→DISSOLVED',
      'DISSOLVED→COMPLETED',
    ]);
  });

  it('a cancelled change cannot be paid: its open checkout is voided with it', async () => {
    const { headers } = await formedLlc(t.app);
    const change = await api.asked(headers, {
      kind: 'MANAGERS',
      management: 'MANAGER_MANAGED',
      managers: [{ name: 'Li Wei' }],
    });
    const opened = await openSession(headers, ['state-amendment'], change.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json().data;
    expect((await api.cancel(headers, change.id)).statusCode).toBe(200);
    const late = await checkoutCalls(t.app).pay(headers, session);
    expect(late.statusCode).not.toBe(200);
    expect(late.json().errors[0].code).toBe('CHECKOUT_SESSION_EXPIRED');
    expect(await historyOf(headers)).toMatchObject([{ status: 'cancelled', serviceId: null }]);
    const reopened = await openSession(headers, ['state-amendment'], change.id);
    expect(reopened.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'metadata',
    });
  });

  it('a customer cannot complete a change; staff cannot complete one not paid', async () => {
    const { headers } = await formedLlc(t.app);
    const change = await api.asked(headers, { kind: 'REGISTERED_AGENT', useOurs: true });
    expect(change.checkout!.items).toEqual(['registered-agent']);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/company-changes/${change.id}/complete`,
      headers,
      payload: {},
    });
    expect(asCustomer.statusCode).toBe(403);
    const unpaid = await complete(change.id, { file: pdfFile() });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().errors[0].code).toBe('ILLEGAL_STATUS_MOVE');
  });

  // Issue 36 item 1: one truth for the registered agent (decision 0187).
  const profileOf = async (headers: THeaders) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/client/company/v7/company-profile',
        headers,
      })
    ).json().data as TCompanyProfile;
  const complianceAgentOf = async (headers: THeaders) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/client/company/v7/compliance', headers })
    ).json().data.basis.registeredAgent as string;
  const OWN_AGENT = {
    kind: 'REGISTERED_AGENT',
    useOurs: false,
    name: 'Cowboy State Agents LLC',
    address: {
      line1: '30 N Gould St',
      city: 'Sheridan',
      region: 'WY',
      postalCode: '82801',
      country: 'US',
    },
  };

  it('a change to their own agent, filed: the profile, compliance and changes say theirs, and our renewal stops', async () => {
    const { headers, company } = await formedLlc(t.app);
    await t.app.db
      .update(companies)
      .set({
        registeredAgent: {
          useOurs: true,
          name: 'Charterline Registered Agents LLC',
          address: null,
        },
      })
      .where(eq(companies.id, company.id));
    const { subscription } = await givenSubscription(t.app.db, {
      companyId: company.id,
      termEndsAt: new Date(Date.now() + 200 * DAY_MS),
    });
    expect((await profileOf(headers)).registeredAgent?.provider).toBe('ours');

    const change = await api.asked(headers, OWN_AGENT);
    await pay(headers, change);
    // Paid, not filed yet: the state still has ours.
    expect((await profileOf(headers)).registeredAgent?.provider).toBe('ours');
    const done = await complete(change.id, { file: pdfFile() });
    expect(done.statusCode, done.body).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    expect((await profileOf(headers)).registeredAgent).toEqual({
      provider: 'theirs',
      name: 'Cowboy State Agents LLC',
      address: OWN_AGENT.address,
      since: today,
      renewsOn: null,
      endsOn: null,
    });
    expect(await complianceAgentOf(headers)).toBe('theirs');
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(sub!.cancelRequestedAt).not.toBeNull();
    // Switching back to ours is a change again, not "already ours".
    const back = await api.create(headers, { kind: 'REGISTERED_AGENT', useOurs: true });
    expect(back.statusCode, back.body).toBe(201);
  });

  it('switching to our agent: theirs until the state files it, then ours at our office, renewing', async () => {
    const { headers, company } = await formedLlc(t.app);
    await t.app.db
      .update(companies)
      .set({
        registeredAgent: { useOurs: false, name: 'Old Agent Inc', address: OWN_AGENT.address },
      })
      .where(eq(companies.id, company.id));
    await saveAgentOffice(
      t.app.db,
      {
        state: 'WY',
        name: 'Charterline Registered Agents LLC',
        address: {
          line1: '1621 Central Ave',
          city: 'Cheyenne',
          region: 'WY',
          postalCode: '82001',
          country: 'US',
        },
      },
      new Date(),
    );
    const change = await api.asked(headers, { kind: 'REGISTERED_AGENT', useOurs: true });
    await pay(headers, change);
    expect((await profileOf(headers)).registeredAgent).toMatchObject({
      provider: 'theirs',
      name: 'Old Agent Inc',
    });
    expect(await complianceAgentOf(headers)).toBe('theirs');
    expect((await complete(change.id, { file: pdfFile() })).statusCode).toBe(200);
    const agent = (await profileOf(headers)).registeredAgent!;
    expect(agent).toMatchObject({
      provider: 'ours',
      name: 'Charterline Registered Agents LLC',
      address: { line1: '1621 Central Ave', city: 'Cheyenne' },
      since: new Date().toISOString().slice(0, 10),
      endsOn: null,
    });
    expect(agent.renewsOn).not.toBeNull();
    expect(await complianceAgentOf(headers)).toBe('ours');
    // Our agent's service runs (not "delivered"): it renews.
    const [service] = await t.app.db
      .select()
      .from(services)
      .where(eq(services.companyId, company.id));
    expect(service).toMatchObject({ productKey: 'registered-agent', status: 'ACTIVE' });
  });
});
