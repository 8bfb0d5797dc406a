import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TObligation, TPastFilingItem } from '@charterline/shared/schemas/compliance';
import { companyEvents } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { givenComplianceRules } from '../../../test/compliance-helpers';
import { remindersOf } from '../../../test/reminder-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { sendComplianceReminders } from './reminders/send-compliance-reminders';

// Issue 36 item 3: a Delaware LLC formed in March 2024, brought in with its own agent and
// verified by staff, was "Not in good standing: 6 overdue filings" on its first day — its
// own agent's renewals among them, Form 5472 "overdue · No fee". What happened before it
// joined us is its history: to confirm until its founder says (decision 0185).

const today = () => new Date().toISOString().slice(0, 10);
const F5472 = 'irs:5472';
const DE_TAX = 'state:DE:llc-tax';

/** A Delaware LLC formed on March 12, 2024, with its own agent and one owner in France. */
const broughtDelawareLlc = {
  companyName: 'Brume Atlantique',
  companyNameType: 'LLC',
  state: 'DE',
  formationDate: '2024-03-12',
  stateFileNumber: '7654321',
  registeredAgent: {
    useOurs: false,
    name: 'Harbor Agents Inc',
    address: {
      line1: '8 The Green',
      city: 'Dover',
      region: 'DE',
      postalCode: '19901',
      country: 'US',
    },
  },
  owners: [
    {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
      ownershipPercentage: 100,
      address: { line1: '3 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
    },
  ],
};

describe(`a brought LLC's history: to confirm, then as its founder says (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
  });
  afterAll(() => t.close());

  const { get, post, adminHeaders } = formationCalls(() => t);
  const put = (url: string, headers: THeaders, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/client/company/v7${url}`,
      headers,
      payload,
    });
  const obligations = async (headers: THeaders): Promise<TObligation[]> => {
    const res = await get('/compliance', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.obligations;
  };
  const standing = async (headers: THeaders) => {
    const res = await get('/company-profile', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.standing;
  };
  const pastFilings = async (headers: THeaders): Promise<TPastFilingItem[]> => {
    const res = await get('/compliance/past-filings', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items;
  };
  const find = (list: TObligation[], key: string, period: string) => {
    const found = list.find((o) => o.key === key && o.period === period);
    if (!found) throw new Error(`no ${key} ${period} in ${list.map((o) => o.key).join(', ')}`);
    return found;
  };

  /** Signs up, brings the LLC (the first save is the day it joins us) and has staff verify it. */
  const bring = async (options: { joinedOn?: string } = {}) => {
    const user = await createSignedInUser(t.app);
    const saved = await post('/existing-llc', user.headers, broughtDelawareLlc);
    expect(saved.statusCode, saved.body).toBe(200);
    if (options.joinedOn) {
      await t.app.db
        .update(companyEvents)
        .set({ createdAt: new Date(`${options.joinedOn}T12:00:00Z`) })
        .where(
          and(
            eq(companyEvents.companyId, user.company.id),
            eq(companyEvents.kind, 'EXISTING_LLC_ADDED'),
          ),
        );
    }
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/companies/${user.company.id}/verify`,
      headers: await adminHeaders(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return user;
  };

  it('on its first day: nothing overdue, four past filings to confirm, no renewal of its own agent', async () => {
    const { headers } = await bring();
    const list = await obligations(headers);
    expect(list.filter((o) => o.status === 'overdue')).toEqual([]);
    expect(list.some((o) => o.kind === 'provider')).toBe(false);
    const toConfirm = list
      .filter((o) => o.status === 'to_confirm')
      .map((o) => `${o.key} ${o.period} ${o.dueDate}`);
    expect(toConfirm).toEqual([
      `${F5472} 2024 2025-04-15`,
      `${DE_TAX} 2025 2025-06-01`,
      `${F5472} 2025 2026-04-15`,
      `${DE_TAX} 2026 2026-06-01`,
    ]);
    expect(find(list, F5472, '2024')).toMatchObject({
      pastFiling: 'to_confirm',
      daysUntilDue: expect.any(Number),
      penalty: {
        text: 'Penalty: $25,000 per form per year',
        source: expect.stringContaining('6038A'),
        sourceUrl: 'https://www.irs.gov/instructions/i5472',
      },
    });
    // The next ones, due after today, are upcoming as any company's.
    expect(find(list, DE_TAX, '2027')).toMatchObject({ status: 'upcoming', pastFiling: null });

    expect(await standing(headers)).toEqual({
      inGoodStanding: true,
      label: '4 past filings to confirm',
      overdue: [],
      toConfirm: 4,
    });
    const past = await get('/compliance/past-filings', headers);
    expect(past.json().data.joinedOn).toBe(today());
    expect((await pastFilings(headers)).map((p) => `${p.key} ${p.period} ${p.answer}`)).toEqual([
      `${F5472} 2024 unknown`,
      `${DE_TAX} 2025 unknown`,
      `${F5472} 2025 unknown`,
      `${DE_TAX} 2026 unknown`,
    ]);
  });

  it('answered: filed is in the past as the founder’s, not filed is overdue with its penalty, not known stays to confirm', async () => {
    const { headers } = await bring();
    const items = await pastFilings(headers);
    const id = (key: string, period: string) =>
      items.find((p) => p.key === key && p.period === period)!.obligationId;
    // Not known to be owed: no "overdue" e-mail while to confirm.
    await sendComplianceReminders(t.app.db, { now: new Date() });
    for (const item of items) expect(await remindersOf(t.app.db, item.obligationId)).toEqual([]);
    const answered = await put('/compliance/past-filings', headers, {
      answers: [
        { obligationId: id(F5472, '2024'), answer: 'filed' },
        { obligationId: id(F5472, '2025'), answer: 'not_filed' },
        { obligationId: id(DE_TAX, '2025'), answer: 'unknown' },
        { obligationId: id(DE_TAX, '2026'), answer: 'not_filed' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(
      (answered.json().data.items as TPastFilingItem[]).map((p) => `${p.period} ${p.answer}`),
    ).toEqual(['2024 filed', '2025 unknown', '2025 not_filed', '2026 not_filed']);

    const list = await obligations(headers);
    expect(find(list, F5472, '2024')).toMatchObject({
      status: 'filed',
      pastFiling: 'filed',
      filedOn: null,
    });
    expect(find(list, F5472, '2025')).toMatchObject({
      status: 'overdue',
      pastFiling: 'not_filed',
      feeCents: 0,
      penalty: { text: 'Penalty: $25,000 per form per year' },
      fileForMe: { productKey: 'federal-tax-preparation', serviceId: null },
    });
    expect(find(list, DE_TAX, '2026')).toMatchObject({
      status: 'overdue',
      penalty: { text: 'Penalty: $200 plus 1.5% interest a month' },
    });
    expect(find(list, DE_TAX, '2025').status).toBe('to_confirm');
    // Said not filed: overdue, so reminded; still to confirm: not.
    await sendComplianceReminders(t.app.db, { now: new Date() });
    expect(await remindersOf(t.app.db, id(F5472, '2025'))).toEqual([
      { key: expect.stringMatching(/^overdue:/), mailed: true },
    ]);
    expect(await remindersOf(t.app.db, id(DE_TAX, '2025'))).toEqual([]);
    expect(await standing(headers)).toMatchObject({
      inGoodStanding: false,
      label: 'Not in good standing: 2 overdue filings',
      toConfirm: 1,
    });

    // Undo of "filed" makes it history to confirm again; "I filed it myself" answers it too.
    const undone = await post(`/compliance/obligations/${id(F5472, '2024')}/reopen`, headers);
    expect(undone.json().data).toMatchObject({ status: 'to_confirm', pastFiling: 'to_confirm' });
    const dated = await post(`/compliance/obligations/${id(DE_TAX, '2025')}/filed`, headers, {
      filedOn: '2025-05-20',
    });
    expect(dated.json().data).toMatchObject({ status: 'filed', pastFiling: 'filed' });
    // Filed with a date: no longer answerable here (the date and any proof would be lost).
    expect((await pastFilings(headers)).map((p) => `${p.key} ${p.period}`)).not.toContain(
      `${DE_TAX} 2025`,
    );
    const refused = await put('/compliance/past-filings', headers, {
      answers: [{ obligationId: id(DE_TAX, '2025'), answer: 'not_filed' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('OBLIGATION_ALREADY_RESOLVED');
  });

  it('a filing due after the LLC joined us is overdue as any; only earlier ones are history', async () => {
    // Brought in on May 1, 2025: the 2024 Form 5472 (April 15, 2025) is history; the June
    // 2025 Delaware tax fell due while we knew the LLC, and is overdue.
    const { headers } = await bring({ joinedOn: '2025-05-01' });
    const list = await obligations(headers);
    expect(find(list, F5472, '2024').status).toBe('to_confirm');
    expect(find(list, DE_TAX, '2025')).toMatchObject({ status: 'overdue', pastFiling: null });
    expect(find(list, F5472, '2025')).toMatchObject({ status: 'overdue', pastFiling: null });
    const past = await get('/compliance/past-filings', headers);
    expect(past.json().data).toMatchObject({ joinedOn: '2025-05-01' });
    expect((past.json().data.items as TPastFilingItem[]).map((p) => p.key)).toEqual([F5472]);
    const notPast = await put('/compliance/past-filings', headers, {
      answers: [{ obligationId: find(list, DE_TAX, '2025').id, answer: 'filed' }],
    });
    expect(notPast.statusCode).toBe(409);
    expect(notPast.json().errors[0].code).toBe('NOT_A_PAST_FILING');
  });

  it('a company we formed has no history to confirm; another customer’s deadlines are 404; bad answers are 400', async () => {
    const a = await bring();
    const b = await createSignedInUser(t.app);
    const [item] = await pastFilings(a.headers);
    expect(item).toBeDefined();
    const theirs = await put('/compliance/past-filings', b.headers, {
      answers: [{ obligationId: item!.obligationId, answer: 'filed' }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].code).toBe('OBLIGATION_NOT_FOUND');
    expect(
      (await get(`/compliance/past-filings?companyId=${a.company.id}`, b.headers)).statusCode,
    ).toBe(404);
    // b's company is one we form (not brought): nothing to confirm, joinedOn null.
    expect((await get('/compliance/past-filings', b.headers)).json().data).toEqual({
      joinedOn: null,
      items: [],
    });
    for (const payload of [
      {},
      { answers: [] },
      { answers: [{ obligationId: 'nope', answer: 'filed' }] },
      { answers: [{ obligationId: item!.obligationId, answer: 'maybe' }] },
      {
        answers: [
          { obligationId: item!.obligationId, answer: 'filed' },
          { obligationId: item!.obligationId, answer: 'not_filed' },
        ],
      },
    ]) {
      const res = await put('/compliance/past-filings', a.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect((await get('/compliance/past-filings', {})).statusCode).toBe(401);
  });
});
