import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyEvents, outbox } from '../../db/schema';
import { createSignedInUser, signupBody } from '../../../test/auth-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

/** A complete "Bring your LLC" body; `overrides` replace its fields. */
export const existingLlcBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Nube Clara',
  companyNameType: 'LLC',
  state: 'wy',
  formationDate: '2023-03-14',
  stateFileNumber: '2023-001234567',
  ein: '12-3456789',
  registeredAgent: { useOurs: true },
  owners: [
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      ownershipPercentage: 60,
      address: { line1: '1 Main St', city: 'Lagos', country: 'NG' },
    },
    {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      ownershipPercentage: 40,
      address: { line1: '2 Side St', city: 'London', country: 'GB' },
    },
  ],
  ...overrides,
});

describe(`Bring your LLC: an LLC formed elsewhere (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { get, post, adminHeaders } = formationCalls(() => t);
  const bring = (headers: THeaders, body: object = existingLlcBody()) =>
    post('/existing-llc', headers, body);
  const verify = async (companyId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/companies/${companyId}/verify`,
      headers: await adminHeaders(),
    });

  it('stores a sign-up for an existing business with its service and answers', async () => {
    const email = `existing-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v9/company/signup',
      payload: {
        ...signupBody(email),
        businessType: 'EXISTING',
        service: 'BOOKKEEPING_SERVICE',
        answers: {
          incorporationStatus: 'last-year',
          typeOfBusiness: 'saas',
          employeeCount: '1',
          revenue: '0-50k',
          stage: 'bookkeeping',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const headers = { authorization: `Bearer ${res.json().data.accessToken}` };
    const company = (await get('/details', headers)).json().data.company;
    expect(company).toMatchObject({
      origin: 'FORMED_ELSEWHERE',
      signupService: 'BOOKKEEPING_SERVICE',
      needs: 'bookkeeping',
      stateFileNumber: null,
      detailsVerified: false,
    });
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ businessType: 'EXISTING', serviceCode: 'BOOKKEEPING_SERVICE' });
    expect(row?.answers.stage).toBe('bookkeeping');
  });

  it('makes the company formed elsewhere, to be verified, without a formation payment', async () => {
    const { headers } = await createSignedInUser(t.app);
    const res = await bring(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company).toMatchObject({
      origin: 'FORMED_ELSEWHERE',
      companyName: 'Nube Clara',
      companyNameType: 'LLC',
      state: 'WY',
      formationDate: '2023-03-14',
      stateFileNumber: '2023-001234567',
      ein: '12-3456789',
      // "Switch to ours" is a change filed with the state, paid next: theirs until then.
      registeredAgent: { useOurs: false, name: null, address: null },
      companyStatus: 'PENDING_VERIFICATION',
      onboardingStatus: 'ONBOARDED',
      paymentStatus: 'NOT_AVAILABLE',
      detailsVerified: false,
    });
    expect(res.json().data.company.owners.map((o: { email: string }) => o.email)).toEqual([
      'ada@example.com',
      'alan@example.com',
    ]);
  });

  it('answers each wrong field next to the field', async () => {
    const { headers } = await createSignedInUser(t.app);
    const fieldsOf = async (body: object) => {
      const res = await bring(headers, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { field?: string }) => e.field);
    };
    expect(
      await fieldsOf(
        existingLlcBody({
          formationDate: '2023-02-30',
          stateFileNumber: 'no spaces allowed',
          ein: '123456789',
          registeredAgent: {
            useOurs: false,
            name: '',
            address: { line1: '1 A St', city: 'X', country: 'GB' },
          },
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'formationDate',
        'stateFileNumber',
        'ein',
        'registeredAgent.name',
        'registeredAgent.address.country',
      ]),
    );
    const owners = existingLlcBody().owners.map((o) => ({ ...o, ownershipPercentage: 30 }));
    expect(await fieldsOf(existingLlcBody({ owners }))).toContain('owners');
    expect(await fieldsOf(existingLlcBody({ companyName: 'Nube Clara LLC' }))).toEqual([
      'companyName',
    ]);
    expect(await fieldsOf(existingLlcBody({ state: 'ZZ' }))).toEqual(['state']);
    const future = await bring(headers, existingLlcBody({ formationDate: '2999-01-01' }));
    expect(future.json().errors).toEqual([
      expect.objectContaining({ code: 'FORMATION_DATE_IN_FUTURE', field: 'formationDate' }),
    ]);
    // Nothing was written by a refused call.
    expect((await get('/details', headers)).json().data.company.origin).toBe('FORMED_HERE');
  });

  it("refuses another customer's company", async () => {
    const mine = await createSignedInUser(t.app);
    const theirs = await createSignedInUser(t.app);
    const res = await bring({ ...mine.headers, 'x-company-id': theirs.company.id });
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db
      .select()
      .from(companies)
      .where(eq(companies.id, theirs.company.id));
    expect(row?.stateFileNumber).toBeNull();
  });

  it('refuses the formation wizard and the formation bundle to a company formed elsewhere', async () => {
    const { headers } = await createSignedInUser(t.app);
    await bring(headers);
    const selection = await post('/formation/selection', headers, { state: 'wy', products: [] });
    expect(selection.statusCode).toBe(409);
    expect(selection.json().errors[0].code).toBe('FORMED_ELSEWHERE');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: {
        items: ['company-onboarding-bundle'],
        successUrl: 'http://localhost:3000/dashboard',
        metadata: {},
        enableAutomaticPaymentMethods: true,
      },
    });
    expect(session.json().errors[0].code).toBe('FORMED_ELSEWHERE');
    expect((await post('/status/confirm', headers)).json().errors[0].code).toBe('FORMED_ELSEWHERE');
  });

  it('refuses Bring your LLC for a company whose formation we were paid for', async () => {
    const { paidCustomer } = formationCalls(() => t);
    const { headers } = await paidCustomer();
    const res = await bring(headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('DATA_NOT_EDITABLE');
  });

  it('lets the customer edit until staff verify; then it is COMPLETED, locked, notified and e-mailed', async () => {
    const { headers, company, user } = await createSignedInUser(t.app);
    // Nothing to verify before the details are entered.
    expect((await verify(company.id)).statusCode).toBe(409);
    await bring(headers);
    const edited = await bring(headers, existingLlcBody({ ein: '', stateFileNumber: 'abc-9' }));
    expect(edited.json().data.company).toMatchObject({ ein: null, stateFileNumber: 'ABC-9' });
    // The staff route is for staff only.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/ops/v1/companies/${company.id}/verify`,
          headers,
        })
      ).statusCode,
    ).toBe(403);

    const res = await verify(company.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      companyStatus: 'COMPLETED',
      onboardingStatus: 'ONBOARDED',
      detailsVerified: true,
    });
    expect((await verify(company.id)).statusCode).toBe(409);

    const locked = await bring(headers);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors[0].code).toBe('DATA_NOT_EDITABLE');

    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['EXISTING_LLC_ADDED', 'EXISTING_LLC_UPDATED', 'DETAILS_VERIFIED']),
    );
    expect(events.find((e) => e.kind === 'DETAILS_VERIFIED')).toMatchObject({
      fromStatus: 'PENDING_VERIFICATION',
      toStatus: 'COMPLETED',
      actor: 'admin:ops-cli',
    });
    const notifications = (
      await t.app.inject({ url: '/api/client/v9/notifications', headers })
    ).json();
    expect(JSON.stringify(notifications)).toContain('Details verified');

    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const mail = mails.find((m) => m.kind === 'existing-llc-verified');
    expect(mail?.subject).toBe('Nube Clara LLC: your details are verified');
    expect(mail?.textBody).toContain('/dashboard');
    expect(mail?.htmlBody).toContain('ABC-9');
  });
});
