import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { companies } from '../../db/schema';
import { insertDocument } from '../documents/documents.repository';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formedCustomer } from '../../../test/compliance-helpers';
import { givenObligation } from '../../../test/reminder-helpers';
import { givenSubscription } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { readCompanyProfile } from './read-company-profile';
import { insertService } from '../subscriptions/subscriptions.repository';

const URL = '/api/client/company/v7/company-profile';
const AGENT_ADDRESS = { line1: '30 N Gould St', city: 'Sheridan', region: 'WY', country: 'US' };

describe(`company profile: LLC Management's facts (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const profileOf = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TCompanyProfile;
  };

  it('a Wyoming LLC we formed: its name, filing, EIN letter, our agent renewing, owners', async () => {
    const customer = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-03-15',
      owners: ['NG', 'US'],
    });
    const id = customer.company.id;
    await t.app.db
      .update(companies)
      .set({
        companyNameType: 'LLC',
        stateFileNumber: '2025-001234567',
        ein: '12-3456789',
        companyStatus: 'COMPLETED',
        fiscalYearEndMonth: 6,
        registeredAgent: {
          useOurs: true,
          name: 'Charterline Registered Agents LLC',
          address: null,
        },
        mailingAddress: { useOurs: true, address: null },
      })
      .where(eq(companies.id, id));
    await givenSubscription(t.app.db, {
      companyId: id,
      termEndsAt: new Date('2027-03-15T00:00:00Z'),
    });
    const letter = await insertDocument(t.app.db, {
      companyId: id,
      kind: 'EIN_LETTER',
      title: 'EIN letter',
      fileName: 'ein.pdf',
      size: 4,
      content: Buffer.from('%PDF'),
      createdBy: 'staff',
    });

    const profile = await profileOf(customer.headers);
    expect(profile).toMatchObject({
      companyId: id,
      legalName: 'Acme LLC',
      state: { code: 'WY', name: 'Wyoming' },
      stateFileNumber: '2025-001234567',
      formationDate: '2025-03-15',
      formationDateSource: 'our_filing',
      beingFormed: false,
      standing: { inGoodStanding: true, label: 'In good standing', overdue: [] },
      ein: '12-3456789',
      einLetterDocumentId: letter.id,
      fiscalYearEndMonth: 6,
      registeredAgent: {
        provider: 'ours',
        name: 'Charterline Registered Agents LLC',
        // No office recorded for Wyoming yet: no address rather than a placeholder.
        address: null,
        since: '2025-03-15',
        renewsOn: '2027-03-15',
        endsOn: null,
      },
      // Ours chosen, but no mailbox running: no address to give.
      mailingAddress: { provider: 'ours', address: null },
      principalAddress: null,
      management: 'MEMBER_MANAGED',
      origin: 'FORMED_HERE',
      verification: null,
    });
    expect(profile.members).toEqual([
      { name: 'Ada Obi', ownershipPercentage: 50, country: 'NG' },
      { name: 'Ada Obi', ownershipPercentage: 50, country: 'US' },
    ]);
  });

  it('real values: staff record the file number and our office; the mailbox gives its suite', async () => {
    const admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
    const customer = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-03-15',
      owners: ['FR'],
    });
    const id = customer.company.id;
    await t.app.db
      .update(companies)
      .set({
        stateFileNumber: null,
        registeredAgent: {
          useOurs: true,
          name: 'Charterline Registered Agents LLC',
          address: null,
        },
        mailingAddress: { useOurs: true, address: null },
      })
      .where(eq(companies.id, id));
    await givenSubscription(t.app.db, {
      companyId: id,
      termEndsAt: new Date('2027-03-15T00:00:00Z'),
    });
    await insertService(t.app.db, {
      companyId: id,
      productKey: 'mailing-address',
      productType: 'MAILING_ADDRESS',
      name: 'US mailing address',
      category: 'mail',
      status: 'DELIVERED',
    });
    const ops = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url: `/api/ops/v1${url}`, headers: admin, payload });

    const office = {
      name: 'Charterline Registered Agents LLC',
      address: {
        line1: '1908 Thomes Ave',
        city: 'Cheyenne',
        region: 'WY',
        postalCode: '82001',
        country: 'US',
      },
    };
    const elsewhere = await ops('PUT', '/agent-offices/WY', {
      ...office,
      address: { ...office.address, region: 'TX' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('address');
    expect((await ops('PUT', '/agent-offices/WY', office)).statusCode).toBe(200);
    const bad = await ops('POST', `/companies/${id}/state-file-number`, { stateFileNumber: '' });
    expect(bad.statusCode).toBe(400);
    const recorded = await ops('POST', `/companies/${id}/state-file-number`, {
      stateFileNumber: '2025-001234567',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);

    const profile = await profileOf(customer.headers);
    expect(profile.stateFileNumber).toBe('2025-001234567');
    expect(profile.registeredAgent).toMatchObject({ provider: 'ours', address: office.address });
    expect(profile.mailingAddress).toEqual({
      provider: 'ours',
      address: {
        line1: t.app.config.MAIL_FACILITY_LINE1,
        line2: expect.stringMatching(/^Suite \d+$/),
        city: t.app.config.MAIL_FACILITY_CITY,
        region: t.app.config.MAIL_FACILITY_REGION,
        postalCode: t.app.config.MAIL_FACILITY_POSTAL_CODE,
        country: 'US',
      },
    });
    // A customer is not staff; a company the state has not filed has no file number yet.
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/companies/${id}/state-file-number`,
      headers: customer.headers,
      payload: { stateFileNumber: '1' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const unformed = await createSignedInUser(t.app);
    const early = await ops('POST', `/companies/${unformed.company.id}/state-file-number`, {
      stateFileNumber: '2025-1',
    });
    expect(early.statusCode).toBe(409);
  });

  it('a new LLC not filed yet: what is known, no formation date, not yet in standing', async () => {
    const customer = await createSignedInUser(t.app);
    expect((await profileOf(customer.headers)).registeredAgent).toBeNull();
    await t.app.db
      .update(companies)
      .set({
        registeredAgent: {
          useOurs: true,
          name: 'Charterline Registered Agents LLC',
          address: null,
        },
      })
      .where(eq(companies.id, customer.company.id));
    const profile = await profileOf(customer.headers);
    expect(profile).toMatchObject({
      beingFormed: true,
      formationDate: null,
      formationDateSource: null,
      standing: { inGoodStanding: false, label: 'Not formed yet' },
      registeredAgent: { provider: 'ours', since: null, renewsOn: null },
      mailingAddress: null,
      einLetterDocumentId: null,
      members: [],
    });
  });

  it('an existing LLC is "to be verified" with its own agent and address until staff confirm', async () => {
    const customer = await formedCustomer(t.app, {
      state: 'DE',
      formationDate: '2019-07-01',
      owners: ['FR'],
    });
    const set = (values: Partial<typeof companies.$inferInsert>) =>
      t.app.db.update(companies).set(values).where(eq(companies.id, customer.company.id));
    await set({
      businessType: 'EXISTING',
      registeredAgent: { useOurs: false, name: 'Delaware Agents Inc', address: AGENT_ADDRESS },
      mailingAddress: { useOurs: false, address: AGENT_ADDRESS },
    });
    const pending = await profileOf(customer.headers);
    expect(pending).toMatchObject({
      origin: 'FORMED_ELSEWHERE',
      verification: 'pending',
      formationDateSource: 'entered_by_you',
      state: { code: 'DE', name: 'Delaware' },
      registeredAgent: { provider: 'theirs', name: 'Delaware Agents Inc', renewsOn: null },
      mailingAddress: { provider: 'theirs', address: AGENT_ADDRESS },
      principalAddress: AGENT_ADDRESS,
    });
    await set({ detailsVerifiedAt: new Date(), detailsVerifiedBy: 'staff@charterline.test' });
    expect((await profileOf(customer.headers)).verification).toBe('verified');
  });

  it('an open filing past its due date: not in good standing, and it says which', async () => {
    const customer = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2023-02-01',
      owners: ['US'],
    });
    const id = customer.company.id;
    const late = await givenObligation(t.app.db, { companyId: id, dueDate: '2026-02-01' });
    await givenObligation(t.app.db, { companyId: id, dueDate: '2025-02-01', resolution: 'filed' });
    await givenObligation(t.app.db, { companyId: id, dueDate: '2027-02-01' });

    const on = (day: string) =>
      readCompanyProfile(t.app.db, {
        userId: customer.user.id,
        companyId: id,
        now: new Date(`${day}T12:00:00Z`),
        facility: t.app.config,
      });
    expect((await on('2026-02-01')).standing).toEqual({
      inGoodStanding: true,
      label: 'In good standing',
      overdue: [],
    });
    expect((await on('2026-02-02')).standing).toEqual({
      inGoodStanding: false,
      label: 'Not in good standing: 1 overdue filing',
      overdue: [
        { id: late.id, title: 'Wyoming annual report', period: '2026', dueDate: '2026-02-01' },
      ],
    });
    expect((await on('2027-02-02')).standing.label).toBe('Not in good standing: 2 overdue filings');
  });

  it("another customer's company is a 404, by query and by header", async () => {
    const owner = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-01-01',
      owners: [],
    });
    const other = await createSignedInUser(t.app);
    const byQuery = await t.app.inject({
      method: 'GET',
      url: `${URL}?companyId=${owner.company.id}`,
      headers: other.headers,
    });
    expect(byQuery.statusCode).toBe(404);
    expect(byQuery.json()).toMatchObject({ status: 'error', errors: [{ code: 'NOT_FOUND' }] });
    expect(byQuery.body).not.toContain('Acme');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...other.headers, 'x-company-id': owner.company.id },
    });
    expect(byHeader.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `${URL}?companyId=nope`,
      headers: other.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
