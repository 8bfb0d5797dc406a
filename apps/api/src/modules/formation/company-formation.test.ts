import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE, OTHER_ENTITY_MESSAGE } from '@charterline/shared/rules/llc-name';
import { outbox } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';
import { createSignedInUser } from '../../../test/auth-helpers';
import { address, FORMATION, formationCalls } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`formation: company details, the six steps and confirmation (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { get, post, paidCustomer, fillAll } = formationCalls(() => t);

  it("answers the details of the caller's company and 403 with the spec's text for another's", async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const own = await get('/details', a.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.company).toMatchObject({
      id: a.company.id,
      companyStatus: 'NONE',
      paymentStatus: 'NOT_PAID',
      owners: [],
      formationSteps: { companyInformation: false, bankAccount: false },
    });
    const other = await get('/details', { ...a.headers, 'x-company-id': b.company.id });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have permission to view this company.');
    expect(other.body).not.toContain(b.company.id);
    expect((await get('/details', {})).statusCode).toBe(401);
  });

  it('saves the state and products before payment and moves onboarding with them', async () => {
    const { headers } = await createSignedInUser(t.app);
    const bad = await post('/formation/selection', headers, { state: 'XX' });
    expect(bad.statusCode).toBe(400);
    const stateOnly = await post('/formation/selection', headers, { state: 'de' });
    expect(stateOnly.json().data.company).toMatchObject({
      state: 'DE',
      onboardingStatus: 'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
      companyStatus: 'NONE',
    });
    const unknown = await post('/formation/selection', headers, {
      state: 'DE',
      products: ['nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('nope');
    const boi = await post('/formation/selection', headers, {
      state: 'DE',
      products: ['boi-filing'],
    });
    expect(boi.statusCode).toBe(400);
    const chosen = await post('/formation/selection', headers, {
      state: 'DE',
      products: ['bookkeeping'],
    });
    expect(chosen.json().data.company).toMatchObject({
      selectedProducts: ['bookkeeping'],
      onboardingStatus: 'PENDING_PAYMENT',
      companyStatus: 'PENDING_PAYMENT',
    });
    const early = await post('/company-info', headers, FORMATION.companyInfo);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('PAYMENT_REQUIRED_FIRST');
  });

  it('checks the company name with the shared rules on the server', async () => {
    const { headers } = await paidCustomer();
    const llc = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      companyName: 'Acme LLC',
    });
    expect(llc.statusCode).toBe(400);
    expect(llc.json().message).toBe(LLC_DESIGNATION_MESSAGE);
    expect(llc.json().errors[0].field).toBe('companyName');
    const inc = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      alternativeNames: ['Acme Inc'],
    });
    expect(inc.json()).toMatchObject({ message: OTHER_ENTITY_MESSAGE });
    expect(inc.json().errors[0].field).toBe('alternativeNames.0');
    const type = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      companyNameType: 'Corp',
    });
    expect(type.json().errors[0].code).toBe('INVALID_NAME_TYPE');
    const tooMany = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      alternativeNames: ['A', 'B', 'C'],
    });
    expect(tooMany.statusCode).toBe(400);
    const otherState = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      state: 'DE',
    });
    expect(otherState.statusCode).toBe(409);
    // A restricted word is a warning for the customer, not a refusal.
    const bank = await post('/company-info', headers, {
      ...FORMATION.companyInfo,
      companyName: 'Acme Bank',
      companyNameType: 'L.L.C.',
      alternativeNames: ['Acme Labs', 'Acme Works'],
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json().data.company).toMatchObject({
      companyName: 'Acme Bank',
      companyNameType: 'L.L.C.',
      alternativeNames: ['Acme Labs', 'Acme Works'],
      formationSteps: { companyInformation: true },
    });
  });

  it('refuses owners that do not add up, lack an owner or have a bad e-mail', async () => {
    const { headers } = await paidCustomer();
    const [first, second] = FORMATION.owners.owners;
    const cases = [
      { owners: [] },
      { owners: [{ ...first, ownershipPercentage: 60 }, second] },
      { owners: [{ ...first, email: 'not-an-email', ownershipPercentage: 100 }] },
      {
        owners: [
          { ...first, ownershipPercentage: 50 },
          { ...second, email: first?.email, ownershipPercentage: 50 },
        ],
      },
      { owners: [{ ...first, ownershipPercentage: 100.001 }] },
      {
        owners: [
          { ...first, ownershipPercentage: 0 },
          { ...second, ownershipPercentage: 100 },
        ],
      },
    ];
    for (const payload of cases) {
      const res = await post('/owners', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    const sum = await post('/owners', headers, cases[1]!);
    expect(JSON.stringify(sum.json())).toContain('Ownership percentages must add up to 100%');
    const ok = await post('/owners', headers, FORMATION.owners);
    expect(
      ok
        .json()
        .data.company.owners.map((o: { ownershipPercentage: number }) => o.ownershipPercentage),
    ).toEqual([66.67, 33.33]);
  });

  it('keeps only the last 4 digits of an SSN/ITIN and validates the other steps', async () => {
    const { headers, company } = await paidCustomer();
    const missing = await post('/responsible-party-details', headers, {
      ...FORMATION.responsibleParty,
      taxIdType: 'SSN',
    });
    expect(missing.statusCode).toBe(400);
    const full = await post('/responsible-party-details', headers, {
      ...FORMATION.responsibleParty,
      taxIdType: 'SSN',
      taxIdLast4: '123456789',
    });
    expect(full.statusCode).toBe(400);
    const ok = await post('/responsible-party-details', headers, {
      ...FORMATION.responsibleParty,
      taxIdType: 'ITIN',
      taxIdLast4: '6789',
    });
    expect(ok.json().data.company.responsiblePartyDetails).toMatchObject({
      taxIdType: 'ITIN',
      taxIdLast4: '6789',
    });
    const agent = await post('/formation/registered-agent', headers, {
      useOurs: false,
      name: 'Agent Co',
      address,
    });
    expect(agent.statusCode).toBe(400);
    expect((await post('/formation/mailing-address', headers, { useOurs: false })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/formation/bank-account', headers, { preference: 'swiss' })).statusCode,
    ).toBe(400);
    expect((await post('/formation/bank-account', headers, {})).statusCode).toBe(400);
    const row = await t.app.db.execute(
      `select responsible_party::text as rp from companies where id = '${company.id}'`,
    );
    expect(JSON.stringify(row)).not.toContain('123456789');
  });

  it('resumes on a second session with everything saved', async () => {
    const { headers, user } = await paidCustomer();
    await fillAll(headers);
    const second = await signAccessToken(
      { userId: user.id, email: user.email, role: 'CUSTOMER' },
      { secret: t.env.JWT_SECRET, ttlSeconds: 300 },
    );
    const again = await get('/details', { authorization: `Bearer ${second}` });
    expect(again.json().data.company).toMatchObject({
      companyName: 'Acme Robotics',
      state: 'WY',
      registeredAgent: { useOurs: true },
      mailingAddress: { useOurs: true },
      bankAccount: { preference: 'mercury' },
      formationSteps: {
        companyInformation: true,
        registeredAgent: true,
        ownership: true,
        mailingAddress: true,
        einApplication: true,
        bankAccount: true,
      },
    });
  });

  it('confirms only a complete formation, then takes no more changes', async () => {
    const { headers, company, user } = await paidCustomer();
    await post('/company-info', headers, FORMATION.companyInfo);
    const early = await post('/status/confirm', headers);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain(
      'Registered Agent, Ownership, Mailing Address, EIN Application, Bank Account',
    );
    await fillAll(headers);
    const confirmed = await post('/status/confirm', headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.company).toMatchObject({
      companyStatus: 'PENDING_VERIFICATION',
      onboardingStatus: 'FORMATION_IN_PROGRESS',
    });
    expect((await post('/status/confirm', headers)).statusCode).toBe(409);
    expect(
      (await post('/company-info', headers, FORMATION.companyInfo)).json().errors[0].code,
    ).toBe('DATA_NOT_EDITABLE');
    const docs = await get('/documents', headers);
    expect(docs.json().data).toMatchObject([
      { kind: 'OPERATING_AGREEMENT', title: 'Operating Agreement' },
    ]);
    const pdf = await get(`/documents/${docs.json().data[0].id}/download`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Acme-Robotics-LLC-Operating-Agreement.pdf"',
    );
    const stranger = await createSignedInUser(t.app);
    expect(
      (await get(`/documents/${docs.json().data[0].id}/download`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get('/documents', { ...stranger.headers, 'x-company-id': company.id })).statusCode,
    ).toBe(404);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.map((m) => m.kind)).toContain('formation-confirmed');
  });
});
