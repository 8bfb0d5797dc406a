import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import { readCurrentRules } from './rules.repository';
import type { TDbHandle } from '../../db/client';
import { readComplianceRuleRows } from '../../db/compliance-rule-rows';
import { complianceRules } from '../../db/schema/compliance';
import { seedComplianceRules } from './seed-compliance-rules';

describe(`compliance rules seed (${testDatabaseKind()})`, () => {
  let database: TDbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const versionsOf = (key: string) =>
    database.db
      .select({ version: complianceRules.version, retiredAt: complianceRules.retiredAt })
      .from(complianceRules)
      .where(eq(complianceRules.key, key))
      .orderBy(complianceRules.version);

  it('start seeded every state, DC, the CA tax and Form 568, the NY publication, the TN, KY and RI minimum taxes and the federal rows, with their source lines', async () => {
    const rules = await readCurrentRules(database.db);
    expect(rules).toHaveLength(51 + 2 + 1 + 3 + 8);
    expect(rules.every((r) => r.version === 1 && r.sourceLine.startsWith('# source:'))).toBe(true);
    const pa = rules.find((r) => r.key === 'state:PA');
    expect(pa?.data).toMatchObject({ due_month: '9', due_day: '30', fee_cents: '700' });
  });

  it('seeding unchanged data again writes nothing', async () => {
    expect(await seedComplianceRules(database.db)).toEqual({ changedKeys: [] });
    const all = await database.db.select().from(complianceRules);
    expect(all).toHaveLength(65);
  });

  it('a changed row becomes a new version, the old one retired, and the cache follows', async () => {
    const rows = readComplianceRuleRows();
    const changed = rows.map((r) =>
      r.key === 'state:WY' ? { ...r, data: { ...r.data, due_day: '2' } } : r,
    );
    expect(await seedComplianceRules(database.db, { rows: changed })).toEqual({
      changedKeys: ['state:WY'],
    });
    const versions = await versionsOf('state:WY');
    expect(versions.map((v) => [v.version, v.retiredAt === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    const wy = (await readCurrentRules(database.db)).find((r) => r.key === 'state:WY');
    expect(wy).toMatchObject({ version: 2, data: { due_day: '2' } });
  });

  it('a row gone from the data is retired; back again, it continues its numbering', async () => {
    const rows = readComplianceRuleRows();
    const without = rows.filter((r) => r.key !== 'state:NM');
    const gone = await seedComplianceRules(database.db, { rows: without });
    expect(gone.changedKeys).toEqual(['state:WY', 'state:NM']);
    const current = await database.db
      .select()
      .from(complianceRules)
      .where(and(eq(complianceRules.key, 'state:NM'), isNull(complianceRules.retiredAt)));
    expect(current).toEqual([]);
    expect((await seedComplianceRules(database.db)).changedKeys).toEqual(['state:NM']);
    expect((await versionsOf('state:NM')).map((v) => v.version)).toEqual([1, 2]);
  });
});
