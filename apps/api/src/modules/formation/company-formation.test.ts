import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE, OTHER_ENTITY_MESSAGE } from '@charterline/shared/rules/llc-name';
import { PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { companyEvents, outbox } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

type THeaders = Record<string, string>;
const API = '/api/client/company/v7';

const address = { line1: '1 Main St', city: 'Lagos', region: 'LA', country: 'NG' };
const FORMATION = {
  companyInfo: {
    companyName: 'Acme Robotics',
    companyNameType: 'LLC',
    state: 'WY',
    businessPurpose: 'Software development',
  },
  registeredAgent: { useOurs: true },
  owners: {
    owners: [
      {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        ownershipPercentage: 66.67,
        address,
      },
      {
        firstName: 'Bo',
        lastName: 'Li',
        email: 'bo@example.com',
        ownershipPercentage: 33.33,
        address,
      },
    ],
  },
  mailingAddress: { useOurs: true },
  responsibleParty: {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '+234 800 000 0000',
    taxIdType: 'NONE',
  },
  bankAccount: { preference: 'mercury' },
};

describe(`formation: company details, the six steps and confirmation (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: THeaders) => t.app.inject({ url: `${API}${url}`, headers });
  const post = (url: string, headers: THeaders, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: payload ?? {} });
  const billing = (url: string, headers: THeaders, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/client/v9/billing${url}`, headers, payload });

  /** A customer who chose WY and paid the bundle with the local provider's test card. */
  const paidCustomer = async () => {
    const user = await createSignedInUser(t.app);
    expect(
      (await post('/formation/selection', user.headers, { state: 'wy', products: [] })).statusCode,
    ).toBe(200);
    const session = (
      await billing('/checkout/create-session', user.headers, {
        items: [BUNDLED_ONBOARDING_KEY],
        successUrl: 'http://localhost:3000/dashboard/onboarding/pre-payment/step-3',
        metadata: {},
        enableAutomaticPaymentMethods: true,
      })
    ).json().data;
    await billing('/checkout/local/confirm', user.headers, {
      ...session,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(
      (await billing('/payment-success', user.headers, { sessionId: session.sessionId }))
        .statusCode,
    ).toBe(200);
    return user;
  };

  const fillAll = async (headers: THeaders) => {
    for (const [path, body] of [
      ['/company-info', FORMATION.companyInfo],
      ['/formation/registered-agent', FORMATION.registeredAgent],
      ['/owners', FORMATION.owners],
      ['/formation/mailing-address', FORMATION.mailingAddress],
      ['/responsible-party-details', FORMATION.responsibleParty],
      ['/formation/bank-account', FORMATION.bankAccount],
    ] as const) {
      const res = await post(path, headers, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  };

  const adminHeaders = async () => {
    const token = await signAccessToken(
      { userId: '00000000-0000-4000-8000-000000000000', email: 'ops-cli', role: 'ADMIN' },
      { secret: t.env.JWT_SECRET, ttlSeconds: 300 },
    );
    return { authorization: `Bearer ${token}` };
  };

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
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
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

  it('attaches only PDFs to a company and lets the owner alone download them', async () => {
    const { headers, company } = await paidCustomer();
    const admin = await adminHeaders();
    const attach = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/documents`,
        headers: admin,
        payload: {
          kind: 'ARTICLES_OF_ORGANIZATION',
          title: 'Articles of Organization',
          fileName: '../../etc/passwd "x".pdf',
          contentBase64: Buffer.from(content).toString('base64'),
        },
      });
    expect((await attach('hello')).statusCode).toBe(400);
    const ok = await attach('%PDF-1.4\n%%EOF\n');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.fileName).toBe('etc-passwd-x.pdf');
    const list = (await get('/documents', headers)).json().data;
    expect(list).toHaveLength(1);
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
