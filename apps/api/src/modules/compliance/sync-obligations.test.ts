import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import {
  companies,
  companyOwners,
  complianceObligations,
  complianceRules,
  legalFacts,
} from '../../db/schema';
import { formedCustomer, givenComplianceRules } from '../../../test/compliance-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { lockCompany, moveCompany } from '../companies/company-status';
import { forgetLegalFacts } from '../legal-facts/legal-facts.repository';
import { changeComplianceSettings } from '../company-changes/compliance-settings';
import { readCompliance } from './read-compliance';
import {
  resyncStaleObligations,
  syncAllCompanies,
  syncCompanyObligations,
} from './sync-obligations';

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe(`compliance: obligations computed and kept with a moved clock (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
  });
  afterAll(() => t.close());

  const read = async (user: { user: { id: string } }, day: string): Promise<TObligation[]> =>
    (await readCompliance(t.app.db, { userId: user.user.id, companyId: null, now: at(day) }))
      .obligations;
  const stateOnes = (list: TObligation[]) => list.filter((o) => o.kind === 'state');
  const form5472 = (list: TObligation[]) => list.filter((o) => o.key === 'irs:5472');

  it('a dissolved company: its state filings after the day go, its final Form 5472 comes (issue 35 item 4)', async () => {
    const user = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2026-03-10',
      owners: ['DE'],
    });
    const before = await read(user, '2027-01-10');
    expect(stateOnes(before).map((o) => o.dueDate)).toEqual(['2027-03-01', '2028-03-01']);
    await t.app.db.transaction(async (tx) =>
      moveCompany(tx, await lockCompany(tx, user.company.id), {
        kind: 'STATUS_CHANGED',
        actor: 'system',
        companyStatus: 'DISSOLVED',
        at: at('2027-02-20'),
      }),
    );
    const overview = await readCompliance(t.app.db, {
      userId: user.user.id,
      companyId: null,
      now: at('2027-02-21'),
    });
    expect(overview.basis.dissolvedOn).toBe('2027-02-20');
    expect(stateOnes(overview.obligations)).toEqual([]);
    expect(
      form5472(overview.obligations).map((o) => `${o.period} ${o.dueDate} ${o.title}`),
    ).toEqual([
      '2026 2027-04-15 Form 5472 attached to pro forma Form 1120',
      // Form 1120 instructions: the 15th day of the 4th month after the month it dissolved.
      '2027 2027-06-15 Final return: Form 5472 attached to pro forma Form 1120',
    ]);
  });

  it('lists a Delaware LLC’s $300 tax due June 1 and a foreign owner’s Form 5472 by April 15', async () => {
    const user = await formedCustomer(t.app, {
      state: 'DE',
      formationDate: '2025-08-10',
      owners: ['NG'],
    });
    const list = await read(user, '2026-01-10');
    expect(stateOnes(list)).toEqual([
      expect.objectContaining({
        period: '2026',
        dueDate: '2026-06-01',
        feeCents: 30_000,
        status: 'upcoming',
        daysUntilDue: 142,
        evidence: 'primary',
        fileForMe: { productKey: 'franchise-tax', serviceId: null },
      }),
    ]);
    expect(stateOnes(list)[0]?.sources).toContain('6 Del. C. 18-1107');
    expect(form5472(list)).toEqual([
      expect.objectContaining({ period: '2025', dueDate: '2026-04-15', unmovedDueDate: null }),
    ]);
    // Oldest due first.
    expect(list.map((o) => o.dueDate)).toEqual([...list.map((o) => o.dueDate)].sort());
  });

  it('moves Form 5472 with the fiscal year, off a weekend, and drops it for a US owner', async () => {
    const user = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2027-01-10',
      owners: ['NG'],
    });
    const now = at('2027-09-01');
    const before = form5472(await read(user, '2027-09-01'));
    expect(before.map((o) => o.period)).toEqual(['2027']);
    expect(before[0]!.dueDate >= '2028-04-15').toBe(true);

    const overview = await changeComplianceSettings(t.app.db, {
      userId: user.user.id,
      companyId: null,
      body: { fiscalYearEndMonth: 6, taxClassification: 'default' },
      now,
    });
    expect(overview.basis.fiscalYearEndMonth).toBe(6);
    expect(form5472(overview.obligations)).toEqual([
      // The same tax year's row, moved (June 2027 year end → October 15).
      expect.objectContaining({ id: before[0]!.id, period: '2027', dueDate: '2027-10-15' }),
      // October 15, 2028 is a Sunday (26 U.S.C. 7503).
      expect.objectContaining({
        period: '2028',
        dueDate: '2028-10-16',
        unmovedDueDate: '2028-10-15',
      }),
    ]);
    // The owner turns out to be a US person: neither return, not yet due, is listed any more.
    await t.app.db
      .update(companyOwners)
      .set({ address: { line1: '1 Main St', city: 'Casper', region: 'WY', country: 'US' } })
      .where(eq(companyOwners.companyId, user.company.id));
    expect(form5472(await read(user, '2027-09-01'))).toEqual([]);
  });

  it('keeps an overdue obligation when it is no longer computed, drops one not yet due', async () => {
    const user = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-02-10',
      owners: ['US'],
    });
    const first = stateOnes(await read(user, '2026-03-10'));
    expect(first.map((o) => [o.dueDate, o.status])).toEqual([
      ['2026-02-01', 'overdue'],
      ['2027-02-01', 'upcoming'],
    ]);
    expect(first[0]).toMatchObject({ dissolutionDate: '2026-04-02', daysUntilDue: -37 });
    // The clock moves on, the same sync again: still overdue, nothing doubled.
    await syncCompanyObligations(t.app.db, { companyId: user.company.id, now: at('2026-06-10') });
    await syncCompanyObligations(t.app.db, { companyId: user.company.id, now: at('2026-06-10') });
    expect(stateOnes(await read(user, '2026-06-10')).map((o) => o.status)).toEqual([
      'overdue',
      'upcoming',
    ]);
    // The formation date corrected: the 2027 row follows it; the overdue 2026 row stays as it fell due.
    await t.app.db
      .update(companies)
      .set({ formationDate: '2025-07-01' })
      .where(eq(companies.id, user.company.id));
    expect(stateOnes(await read(user, '2026-06-10')).map((o) => [o.dueDate, o.status])).toEqual([
      ['2026-02-01', 'overdue'],
      ['2027-07-01', 'upcoming'],
    ]);
    // A company without a state or formation date has no deadlines, and says what is missing.
    await t.app.db
      .update(companies)
      .set({ formationDate: null })
      .where(eq(companies.id, user.company.id));
    const overview = await readCompliance(t.app.db, {
      userId: user.user.id,
      companyId: null,
      now: at('2026-06-10'),
    });
    expect(overview.missing).toEqual(['formationDate']);
    // Not yet due and no longer computable: gone; overdue: kept.
    expect(stateOnes(overview.obligations).map((o) => o.dueDate)).toEqual(['2026-02-01']);
  });

  it('syncs every computable company in batches (the daily job)', async () => {
    const user = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2024-11-03',
      owners: ['US'],
    });
    const count = await syncAllCompanies(t.app.db, { now: at('2025-12-01') });
    expect(count).toBeGreaterThan(0);
    const rows = await t.app.db
      .select()
      .from(complianceObligations)
      .where(eq(complianceObligations.companyId, user.company.id));
    expect(
      rows
        .filter((r) => r.kind === 'state')
        .map((r) => r.dueDate)
        .sort(),
    ).toEqual(['2025-11-01', '2026-11-01']);
  });

  // Last: it retires the WY rule the other tests use.
  it('recomputes what is not yet due when a rule gets a new version; overdue keeps its own', async () => {
    const user = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-02-10',
      owners: ['US'],
    });
    const now = at('2026-03-10');
    await syncCompanyObligations(t.app.db, { companyId: user.company.id, now });
    const [current] = await t.app.db
      .select()
      .from(complianceRules)
      .where(and(eq(complianceRules.key, 'state:WY'), isNull(complianceRules.retiredAt)));
    await t.app.db
      .update(complianceRules)
      .set({ retiredAt: new Date() })
      .where(eq(complianceRules.id, current!.id));
    await t.app.db.insert(complianceRules).values({
      key: 'state:WY',
      version: current!.version + 1,
      data: { ...current!.data, fee_cents: '10000' },
      sourceLine: current!.sourceLine,
      checksum: 'changed',
    });
    // The fee the engine charges is the facts table's (decision 0181), changed with the rule.
    await t.app.db
      .update(legalFacts)
      .set({ amount: 10_000 })
      .where(eq(legalFacts.key, 'rule:state:WY:fee'));
    forgetLegalFacts(t.app.db);
    expect(await resyncStaleObligations(t.app.db, { now })).toBeGreaterThan(0);
    const rows = await t.app.db
      .select()
      .from(complianceObligations)
      .where(eq(complianceObligations.companyId, user.company.id))
      .orderBy(complianceObligations.dueDate);
    const stateRows = rows.filter((r) => r.kind === 'state');
    expect(stateRows.map((r) => [r.dueDate, r.feeCents, r.ruleVersion])).toEqual([
      ['2026-02-01', 6_000, current!.version],
      ['2027-02-01', 10_000, current!.version + 1],
    ]);
    // Nothing stale is left: the next start does nothing.
    expect(await resyncStaleObligations(t.app.db, { now })).toBe(0);
    // The overdue one still explains itself with the rule it was computed with.
    const [overdue] = stateOnes(await read(user, '2026-03-10'));
    expect(overdue).toMatchObject({ ruleVersion: current!.version, feeCents: 6_000 });
    expect(overdue?.sources).toContain('W.S. 17-29-209');
  });
});
