import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formedCustomer } from '../../../test/compliance-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { legalFacts } from '../../db/schema';
import { forgetLegalFacts } from './legal-facts.repository';

// Issue 35 ("What to build so this stays true"): the engine, prices, checkout and change
// options read their figures from the facts table. A fact re-checked at a new value changes
// each of them; nothing else is edited.
describe(`what reads the facts table (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const api = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, headers, payload });

  const figures = async () => {
    const wy = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-03-10',
      owners: ['NG'],
    });
    const tx = await formedCustomer(t.app, {
      state: 'TX',
      formationDate: '2025-03-10',
      owners: ['NG'],
    });
    const states = (await api(wy.headers, '/client/company/v7/formation/allowed-states')).json()
      .data as { code: string; formationFilings: { name: string; amount: number }[] }[];
    const price = (
      await api(wy.headers, '/client/v9/billing/products/calculate-price', {
        items: [BUNDLED_ONBOARDING_KEY],
        state: 'WY',
      })
    ).json().data as { stateFee: number; laterStateCosts: { amount: number; name?: string }[] };
    const compliance = (await api(wy.headers, '/client/company/v7/compliance')).json().data as {
      obligations: {
        key: string;
        feeCents: number | null;
        feeText: string | null;
        period: string;
      }[];
    };
    const options = (await api(tx.headers, '/client/company/v7/company-changes/options')).json()
      .data as { kind: string; stateFiling: { fee: number | null } | null }[];
    return {
      picker: states.find((s) => s.code === 'WY')!.formationFilings,
      checkout: price.stateFee,
      laterCosts: JSON.stringify(price.laterStateCosts),
      calendar: compliance.obligations
        .filter((o) => o.key === 'state:WY:annual-report')
        .map((o) => o.feeCents),
      feeWords: compliance.obligations.find((o) => o.key === 'state:WY:annual-report')?.feeText,
      closure: options.find((o) => o.kind === 'CLOSURE')?.stateFiling?.fee,
    };
  };

  it('follows a changed formation filing, annual report fee and closure fee everywhere', async () => {
    const before = await figures();
    expect(before.picker).toEqual([
      { name: 'Wyoming formation filing (Articles of Organization)', amount: 10_000 },
    ]);
    expect(before.checkout).toBe(10_000);
    expect(before.calendar.length).toBeGreaterThan(0);
    expect(new Set(before.calendar)).toEqual(new Set([6_000]));
    expect(before.laterCosts).toContain('6000');
    expect(before.closure).toBe(4_000);
    expect(before.feeWords).toBe('Greater of $60 or $0.0002 × Wyoming assets');

    const set = (key: string, amount: number) =>
      t.app.db
        .update(legalFacts)
        .set({ amount, checkedOn: '2027-01-15' })
        .where(eq(legalFacts.key, key));
    await set('state:WY:formation-filing:fee', 10_200);
    await set('rule:state:WY:fee', 6_500);
    await set('change:TX:CLOSURE:fee', 4_100);
    forgetLegalFacts(t.app.db);

    const after = await figures();
    expect(after.picker[0]?.amount).toBe(10_200);
    expect(after.checkout).toBe(10_200);
    expect(new Set(after.calendar)).toEqual(new Set([6_500]));
    expect(after.laterCosts).toContain('6500');
    expect(after.laterCosts).not.toContain('6000');
    expect(after.closure).toBe(4_100);
    // The fee in words names the same figure.
    expect(after.feeWords).toBe('Greater of $65 or $0.0002 × Wyoming assets');
  });
});
