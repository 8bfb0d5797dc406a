import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAllowedState, TLaterStateCost } from '@charterline/shared/schemas/formation';
import type { TPrice } from '@charterline/shared/schemas/billing';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { computeObligations } from '../compliance/engine/compute-obligations';
import type { TCompanyFacts } from '../compliance/engine/types';
import { readCurrentRules } from '../compliance/rules.repository';

/**
 * Issue 35 item 1: checkout charges what forming the company costs the state (its formation
 * filing, on its own named line), never a report or tax that falls due later; the state costs
 * of the first 12 months are shown beside it, from the compliance engine, for a company formed
 * on the app's (injected) today.
 */

type THeaders = Record<string, string>;

/** The bundle's price for a state, as the payment step asks for it. */
const quote = async (t: TTestApp, headers: THeaders, state: string): Promise<TPrice> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/v9/billing/products/calculate-price',
    headers,
    payload: { items: [BUNDLED_ONBOARDING_KEY], state },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TPrice }>().data;
};

const allowedStates = async (t: TTestApp): Promise<TAllowedState[]> => {
  const res = await t.app.inject({ url: '/api/client/company/v7/formation/allowed-states' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TAllowedState[] }>().data;
};

/** "Articles of Organization (online only)" → "Articles of Organization, online only". */
const formWords = (form: string): string => form.replace(/\s*\(([^)]*)\)/g, ', $1');

/**
 * A company formed on `today` as the bundle forms it, stated here rather than imported: one
 * owner outside the US, the default (disregarded entity) classification, a calendar fiscal
 * year, our registered agent for its first year.
 */
const formedOn = (state: string, today: string): TCompanyFacts => ({
  state,
  formationDate: today,
  fiscalYearEndMonth: 12,
  taxClassification: 'default',
  owners: [{ country: 'ZZ', ownershipHundredths: 10_000 }],
  registeredAgent: 'ours',
  registeredAgentRenewsOn: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
});

describe(`checkout charges the formation filing; the rest is shown as due later (${testDatabaseKind()})`, () => {
  describe('the 51-jurisdiction walk, formed on 27 November 2026', () => {
    const TODAY = '2026-11-27';
    let t: TTestApp;
    let headers: THeaders;
    beforeAll(async () => {
      t = await createTestApp({ clock: () => new Date(`${TODAY}T15:30:00Z`) });
      headers = (await createSignedInUser(t.app)).headers;
    });
    afterAll(() => t.close());

    it('charges exactly each state’s formation filing, and shows the engine’s state obligations of the first 12 months as later costs', async () => {
      const states = await allowedStates(t);
      expect(states.map((s) => s.code).sort()).toHaveLength(51);
      const rules = await readCurrentRules(t.app.db);
      let shownLater = 0;
      for (const state of states) {
        const price = await quote(t, headers, state.code);
        const charged = price.lineItems.filter((l) => l.kind === 'state_fee');
        // No state needs a second filing to form the company (decision 0179): one line.
        expect(charged, state.code).toEqual([
          {
            productKey: `state-fee-${state.code}`,
            name: `${state.name} formation filing (${formWords(state.filingForm)})`,
            amount: state.filingFee,
            kind: 'state_fee',
          },
        ]);
        expect(price.stateFee, state.code).toBe(state.filingFee);
        // The picker shows the lines checkout charges.
        expect(state.formationFilings, state.code).toEqual(
          charged.map(({ name, amount }) => ({ name, amount })),
        );
        expect(price.total, state.code).toBe(price.subtotal + state.filingFee);

        const engine = computeObligations(formedOn(state.code, TODAY), rules, {
          through: '2027-11-27',
        })
          .filter((o) => o.kind === 'state')
          .map((o) => [o.key, o.title, o.dueDate, o.feeCents]);
        const later = (costs: TLaterStateCost[]) =>
          costs.map((c) => [c.key, c.title, c.dueDate, c.fee]);
        expect(later(state.laterStateCosts), state.code).toEqual(engine);
        expect(later(price.laterStateCosts), state.code).toEqual(engine);
        shownLater += engine.length;
      }
      // Most states have a report or tax within a year of a November formation (35 in all,
      // CA's $800 tax twice): the walk compares lists that are not empty.
      expect(shownLater).toBeGreaterThan(30);
    });
  });

  describe('the issue’s examples, formed on 10 March 2026', () => {
    let t: TTestApp;
    let me: Awaited<ReturnType<typeof createSignedInUser>>;
    beforeAll(async () => {
      t = await createTestApp({ clock: () => new Date('2026-03-10T09:00:00Z') });
      me = await createSignedInUser(t.app);
    });
    afterAll(() => t.close());

    /**
     * What each state charged at checkout before (filing + its first annual report or tax,
     * the "+"), what it charges now, and its first report as the engine dates it:
     * shown as a later cost when due within 12 months (by 10 March 2027), otherwise not a
     * cost of the first 12 months (NC, SD, GA, CO: the yearly line carries it).
     */
    const EXAMPLES: [string, number, number, string, string, number, boolean][] = [
      ['MA', 50_000, 50_000, 'Annual report', '2027-03-10', 50_000, true],
      ['NC', 12_500, 20_200, 'Annual report', '2027-04-15', 20_200, false],
      ['OR', 10_000, 10_000, 'Annual report', '2027-03-10', 10_000, true],
      ['IL', 15_000, 7_500, 'Annual report', '2027-02-28', 7_500, true],
      ['WA', 18_000, 6_000, 'Initial report', '2026-07-08', 1_000, true],
      // SDCL 59-11-25: filed in the anniversary month, due by its end; $50 online (decision 0180).
      ['SD', 15_000, 5_500, 'Annual report', '2027-03-31', 5_000, false],
      ['GA', 10_000, 5_000, 'Annual registration', '2027-04-01', 5_000, false],
      ['CO', 5_000, 2_500, 'Periodic report', '2027-03-31', 2_500, false],
    ];

    it.each(EXAMPLES)(
      '%s: checkout charges its filing only; its first report is due later',
      async (code, filing, before, title, dueDate, fee, withinYear) => {
        const price = await quote(t, me.headers, code);
        expect(price.stateFee).toBe(filing);
        expect(price.lineItems.filter((l) => l.kind === 'state_fee')).toHaveLength(1);
        expect(price.lineItems.some((l) => l.name.includes('first year'))).toBe(false);
        // The engine dates the report the old line charged for (the "+" amount).
        const rules = await readCurrentRules(t.app.db);
        const first = computeObligations(formedOn(code, '2026-03-10'), rules, {
          through: '2028-12-31',
        }).find((o) => o.kind === 'state');
        expect([first?.title, first?.dueDate, first?.feeCents]).toEqual([title, dueDate, fee]);
        // WA's first filing is its $10 initial report; SD's report is $50 online, not the $55
        // the old line charged (decision 0180).
        if (code !== 'WA' && code !== 'SD') expect(first?.feeCents).toBe(before);
        const shown = price.laterStateCosts.map((c) => [c.title, c.dueDate, c.fee]);
        if (withinYear) expect(shown).toEqual([[title, dueDate, fee]]);
        else expect(shown).toEqual([]);
        const listed = (await allowedStates(t)).find((s) => s.code === code);
        expect(listed?.laterStateCosts).toEqual(price.laterStateCosts);
      },
    );

    it('Washington: the checkout dialog charges $180 with the bundle and names the $10 initial report as due later', async () => {
      const checkout = checkoutCalls(t.app);
      const customer = await createSignedInUser(t.app);
      expect((await checkout.selectState(customer.headers, 'WA')).statusCode).toBe(200);
      const created = await checkout.createSession(customer.headers);
      expect(created.statusCode, created.body).toBe(200);
      const session = created.json().data as {
        amount: number;
        lineItems: { name: string; amount: number }[];
        laterStateCosts: TLaterStateCost[];
      };
      const bundle = (await quote(t, customer.headers, 'WA')).subtotal;
      expect(session.amount).toBe(bundle + 18_000);
      expect(session.lineItems.at(-1)).toEqual({
        name: 'Washington formation filing (Certificate of Formation, online)',
        amount: 18_000,
      });
      expect(session.laterStateCosts).toEqual([
        {
          key: 'state:WA:annual-report',
          title: 'Initial report',
          agency: 'WA Secretary of State',
          dueDate: '2026-07-08',
          fee: 1_000,
          feeText: null,
        },
      ]);
    });
  });
});
