import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';
import type { TDbHandle } from './client';
import { referenceStates } from './schema';
import { seedReferenceData, STATE_FEES_SOURCE } from '../composition/seed';

describe(`reference data seed (${testDatabaseKind()})`, () => {
  let database: TDbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('loads the 50 states and DC with the licence line', async () => {
    const rows = await database.db.select().from(referenceStates);
    expect(rows).toHaveLength(51);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set([STATE_FEES_SOURCE]));
    expect(STATE_FEES_SOURCE).toContain('CC BY 4.0');
  });

  it('lets the primary-source corrections win over the CSV', async () => {
    const [de] = await database.db
      .select()
      .from(referenceStates)
      .where(eq(referenceStates.code, 'DE'));
    expect(de).toMatchObject({ filingFee: 9000, annualReportFee: 0, franchiseTaxOngoing: 30000 });
    const [wy] = await database.db
      .select()
      .from(referenceStates)
      .where(eq(referenceStates.code, 'WY'));
    expect(wy).toMatchObject({
      filingFee: 10000,
      annualReportFee: 6000,
      annualReportCadence: 'annual',
    });
  });

  it('is idempotent', async () => {
    await seedReferenceData(database.db);
    await database.migrate();
    const rows = await database.db.select().from(referenceStates);
    expect(rows).toHaveLength(51);
  });
});
