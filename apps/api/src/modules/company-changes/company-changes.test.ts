import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChangeOption, TCompanyChange } from '@charterline/shared/schemas/company-changes';
import {
  companies,
  companyChanges,
  complianceObligations,
  products,
  referenceChangeFilings,
} from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  changeCalls,
  companyRow,
  formedLlc,
  givenChangeFilings,
  TEST_FILINGS,
} from '../../../test/change-helpers';
import { formedCustomer, givenComplianceRules } from '../../../test/compliance-helpers';
import { DAY_MS, givenSubscription } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const ADDRESS = {
  line1: '30 N Gould St',
  city: 'Sheridan',
  region: 'WY',
  postalCode: '82801',
  country: 'US',
};

describe(`LLC Management's changes (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const api = changeCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
    await givenChangeFilings(t.app, 'WY');
  });
  afterAll(() => t.close());

  const companyOf = (id: string) => companyRow(t.app, id);

  it('prices each kind for a Wyoming LLC from the reference rows and the catalogue', async () => {
    const { headers } = await formedLlc(t.app);
    const res = await api.options(headers);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as TChangeOption[];
    const byKind = new Map(options.map((o) => [o.kind, o]));
    expect(options).toHaveLength(10);
    const [rows, ourPrice] = [
      await t.app.db
        .select()
        .from(referenceChangeFilings)
        .where(
          and(
            eq(referenceChangeFilings.state, 'WY'),
            eq(referenceChangeFilings.kind, 'LEGAL_NAME'),
          ),
        ),
      9_900,
    ];
    expect(byKind.get('LEGAL_NAME')).toMatchObject({
      instant: false,
      needsState: true,
      stateFiling: {
        form: rows[0]!.form,
        fee: rows[0]!.fee,
        evidence: 'primary',
        sourceUrl: 'https://sos.example/LEGAL_NAME',
      },
      product: { productKey: 'state-amendment', price: ourPrice },
      unavailableReason: null,
    });
    expect(byKind.get('LEGAL_NAME')!.explanation).toBe(
      'Wyoming must be told: we file its Articles of Amendment (state fee $60.00), and your company name changes once the state accepts it.',
    );
    expect(byKind.get('MANAGERS')!.explanation).toContain(
      "the state's fee is confirmed before filing",
    );
    expect(byKind.get('PRINCIPAL_ADDRESS')).toMatchObject({
      needsState: false,
      stateFiling: null,
      explanation: expect.stringContaining('Wyoming need not be told'),
    });
    expect(byKind.get('MEMBERS')).toMatchObject({
      needsState: false,
      product: { productKey: 'operating-agreement-amendment' },
      explanation: expect.stringContaining('operating agreement'),
    });
    // No reference row: assumed to need the state, staff confirm the form and fee.
    expect(byKind.get('REINSTATEMENT')).toMatchObject({
      needsState: true,
      stateFiling: { form: 'Filing to be confirmed', fee: null, evidence: 'unknown' },
      product: { productKey: 'reinstatement' },
      unavailableReason: 'Only a dissolved LLC can be reinstated.',
    });
    expect(byKind.get('REINSTATEMENT')!.explanation).toContain(
      'our staff confirm the form and fee before filing',
    );
    expect(byKind.get('CLOSURE')).toMatchObject({
      needsState: true,
      stateFiling: { fee: TEST_FILINGS.CLOSURE.fee },
      product: { productKey: 'company-closure' },
      unavailableReason: null,
    });
    for (const kind of ['MAILING_ADDRESS', 'CONTACT_EMAIL', 'FISCAL_YEAR'] as const) {
      expect(byKind.get(kind)).toMatchObject({ instant: true, needsState: false, product: null });
    }
  });

  it('does not offer a change whose product staff switched off', async () => {
    const { headers } = await formedLlc(t.app);
    await t.app.db
      .update(products)
      .set({ active: false })
      .where(eq(products.productKey, 'company-closure'));
    try {
      const options = (await api.options(headers)).json().data as TChangeOption[];
      expect(options.find((o) => o.kind === 'CLOSURE')!.unavailableReason).toBe(
        'We do not offer this change at the moment.',
      );
      const res = await api.create(headers, { kind: 'CLOSURE' });
      expect(res.json().errors[0].code).toBe('CHANGE_NOT_AVAILABLE');
    } finally {
      await t.app.db
        .update(products)
        .set({ active: true })
        .where(eq(products.productKey, 'company-closure'));
    }
  });

  it('offers nothing before the LLC is formed', async () => {
    const { headers } = await createSignedInUser(t.app);
    const options = (await api.options(headers)).json().data as TChangeOption[];
    expect(new Set(options.map((o) => o.unavailableReason))).toEqual(
      new Set(['Changes open once your LLC is formed.']),
    );
    const res = await api.create(headers, { kind: 'CONTACT_EMAIL', email: 'a@b.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'CHANGE_NOT_AVAILABLE',
      message: 'Changes open once your LLC is formed.',
    });
  });

  it('applies mailing address, contact e-mail and fiscal year at once, with history', async () => {
    const { headers, company, user } = await formedLlc(t.app);
    const mail = await api.asked(headers, { kind: 'MAILING_ADDRESS', address: ADDRESS });
    expect(mail).toMatchObject({
      status: 'applied',
      before: null,
      after: '30 N Gould St, Sheridan, WY 82801, US',
      needsState: false,
      product: null,
      checkout: null,
      requestedBy: 'you',
    });
    expect(mail.completedAt).not.toBeNull();
    const email = await api.asked(headers, { kind: 'CONTACT_EMAIL', email: 'Books@Acme.example' });
    expect(email).toMatchObject({ before: user.email, after: 'Books@Acme.example' });
    const fiscal = await api.asked(headers, { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 6 });
    expect(fiscal).toMatchObject({ before: 'December', after: 'June', status: 'applied' });
    const row = await companyOf(company.id);
    expect(row).toMatchObject({
      mailingAddress: { useOurs: false, address: ADDRESS },
      contactEmail: 'books@acme.example',
      fiscalYearEndMonth: 6,
    });
    // Until one is set, the company's own mailing address stands for its principal address.
    const unchanged = await api.create(headers, { kind: 'PRINCIPAL_ADDRESS', address: ADDRESS });
    expect(unchanged.json().errors[0].code).toBe('CHANGE_UNCHANGED');
    // A change the state need not hear of (Wyoming's principal address here) is made at once.
    const office = { line1: '1 Main St', city: 'Cheyenne', region: 'WY', country: 'US' };
    const principal = await api.asked(headers, { kind: 'PRINCIPAL_ADDRESS', address: office });
    expect(principal).toMatchObject({
      status: 'applied',
      needsState: false,
      product: null,
      before: '30 N Gould St, Sheridan, WY 82801, US',
      after: '1 Main St, Cheyenne, WY, US',
    });
    expect((await companyOf(company.id)).principalAddress).toEqual(office);

    const history = (await api.list(headers)).json().data as TCompanyChange[];
    expect(history.map((c) => c.kind)).toEqual([
      'PRINCIPAL_ADDRESS',
      'FISCAL_YEAR',
      'CONTACT_EMAIL',
      'MAILING_ADDRESS',
    ]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/company-profile',
      headers,
    });
    expect(profile.json().data).toMatchObject({
      contactEmail: 'books@acme.example',
      fiscalYearEndMonth: 6,
      principalAddress: { line1: '1 Main St', city: 'Cheyenne', region: 'WY', country: 'US' },
    });
  });

  it('a new fiscal year moves the federal deadlines with it, in the same transaction', async () => {
    const { headers, company } = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-03-15',
      owners: ['NG'],
    });
    await t.app.db
      .update(companies)
      .set({ companyStatus: 'COMPLETED' })
      .where(eq(companies.id, company.id));
    await api.asked(headers, { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 6 });
    const federal = await t.app.db
      .select()
      .from(complianceObligations)
      .where(
        and(
          eq(complianceObligations.companyId, company.id),
          eq(complianceObligations.ruleKey, 'federal:irs_5472_pro_forma_1120'),
        ),
      );
    expect(federal.length).toBeGreaterThan(0);
    // Form 5472 is due on the 15th of the 4th month after the fiscal year ends: June → October.
    expect(new Set(federal.map((o) => o.dueDate.slice(5)))).toEqual(new Set(['10-15']));
  });

  it('the compliance settings write the same fiscal year history row', async () => {
    const { headers } = await formedLlc(t.app);
    const settings = (month: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/client/company/v7/compliance/settings',
        headers,
        payload: { fiscalYearEndMonth: month, taxClassification: 'default' },
      });
    expect((await settings(3)).statusCode).toBe(200);
    expect((await settings(3)).statusCode).toBe(200);
    const history = (await api.list(headers)).json().data as TCompanyChange[];
    expect(history).toMatchObject([
      { kind: 'FISCAL_YEAR', before: 'December', after: 'March', status: 'applied' },
    ]);
  });

  it('refuses what the company already has (CHANGE_UNCHANGED)', async () => {
    const { headers, company } = await formedLlc(t.app);
    const same = [
      { kind: 'LEGAL_NAME', companyName: ' acme ', designation: 'LLC' },
      { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 12 },
      { kind: 'MANAGERS', management: 'MEMBER_MANAGED' },
      {
        kind: 'MEMBERS',
        owners: [
          {
            firstName: 'Ada',
            lastName: 'Obi',
            email: 'OWNER0@example.com',
            ownershipPercentage: 100,
            address: { line1: '1 Main St', city: 'Lagos', region: 'LA', country: 'US' },
          },
        ],
      },
    ];
    for (const change of same) {
      const res = await api.create(headers, change);
      expect(res.statusCode, change.kind).toBe(400);
      expect(res.json().errors[0].code).toBe('CHANGE_UNCHANGED');
    }
    await givenSubscription(t.app.db, {
      companyId: company.id,
      termEndsAt: new Date(Date.now() + 90 * DAY_MS),
    });
    const ours = await api.create(headers, { kind: 'REGISTERED_AGENT', useOurs: true });
    expect(ours.statusCode).toBe(400);
    expect(ours.json().errors[0]).toMatchObject({
      code: 'CHANGE_UNCHANGED',
      message: 'Our registered agent already serves your LLC.',
    });
    expect((await api.list(headers)).json().data).toEqual([]);
  });

  it('keeps one open change per kind, also under 20 concurrent requests', async () => {
    const { headers, company } = await formedLlc(t.app);
    const name = { kind: 'LEGAL_NAME', companyName: 'Nube Clara', designation: 'LLC' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.create(headers, name)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().errors[0].code).toBe('CHANGE_ALREADY_PENDING');
    }
    const open = await t.app.db
      .select()
      .from(companyChanges)
      .where(eq(companyChanges.companyId, company.id));
    expect(open).toHaveLength(1);
    const [change] = (await api.list(headers)).json().data as TCompanyChange[];
    expect(change).toMatchObject({
      status: 'awaiting_payment',
      before: 'Acme LLC',
      after: 'Nube Clara LLC',
      needsState: true,
      stateFiling: { form: 'Articles of Amendment', fee: 6_000 },
      product: { productKey: 'state-amendment', price: 9_900 },
      checkout: { items: ['state-amendment'], metadata: { changeRequestId: open[0]!.id } },
    });
    const options = (await api.options(headers)).json().data as TChangeOption[];
    expect(options.find((o) => o.kind === 'LEGAL_NAME')!.unavailableReason).toBe(
      'A change of this kind is under way.',
    );
    // The name did not change: it changes when staff complete the filing.
    expect((await companyOf(company.id)).companyName).toBe('Acme');
  });

  it('cancels a change not paid yet, once', async () => {
    const { headers } = await formedLlc(t.app);
    const change = await api.asked(headers, {
      kind: 'MANAGERS',
      management: 'MANAGER_MANAGED',
      managers: [{ name: 'Ada Obi' }],
    });
    expect(change).toMatchObject({
      before: 'Member-managed',
      after: 'Manager-managed: Ada Obi',
      stateFiling: { fee: null },
    });
    const cancelled = await api.cancel(headers, change.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', checkout: null });
    const again = await api.cancel(headers, change.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('CHANGE_NOT_CANCELLABLE');
    // Cancelled, the kind is open again.
    expect(
      (
        await api.create(headers, {
          kind: 'MANAGERS',
          management: 'MANAGER_MANAGED',
          managers: [{ name: 'Li Wei' }],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('closure and reinstatement follow the company status', async () => {
    const { headers, company } = await formedLlc(t.app);
    expect((await api.create(headers, { kind: 'REINSTATEMENT' })).json().errors[0].code).toBe(
      'CHANGE_NOT_AVAILABLE',
    );
    await t.app.db
      .update(companies)
      .set({ companyStatus: 'DISSOLVED' })
      .where(eq(companies.id, company.id));
    const closure = await api.create(headers, { kind: 'CLOSURE' });
    expect(closure.json().errors[0]).toMatchObject({
      code: 'CHANGE_NOT_AVAILABLE',
      message: 'Your LLC is already dissolved.',
    });
    const reinstatement = await api.asked(headers, { kind: 'REINSTATEMENT' });
    expect(reinstatement).toMatchObject({
      status: 'awaiting_payment',
      before: 'Dissolved',
      stateFiling: { form: 'Filing to be confirmed', fee: null },
      checkout: { items: ['reinstatement'] },
    });
  });

  it("another customer reaches none of a company's changes (404)", async () => {
    const owner = await formedLlc(t.app);
    const change = await api.asked(owner.headers, {
      kind: 'LEGAL_NAME',
      companyName: 'Zenobia Secret',
      designation: 'LLC',
    });
    const other = await formedLlc(t.app);
    for (const query of [`?companyId=${owner.company.id}`]) {
      const tries = [
        await api.options(other.headers, query),
        await api.list(other.headers, query),
        await api.create(other.headers, { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 2 }, query),
        await api.cancel(other.headers, change.id, query),
        await api.cancel(other.headers, change.id),
        await api.list({ ...other.headers, 'x-company-id': owner.company.id }),
      ];
      expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      for (const r of tries) expect(r.body).not.toContain('Zenobia');
    }
    expect((await api.list(owner.headers)).json().data).toMatchObject([
      { status: 'awaiting_payment' },
    ]);
    expect((await api.options({})).statusCode).toBe(401);
  });
});
