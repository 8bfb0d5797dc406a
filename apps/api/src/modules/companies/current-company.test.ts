import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { getCurrentCompany } from './current-company';

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe(`getCurrentCompany (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("resolves the caller's first company, or the one asked for when it is theirs", async () => {
    const { user, company } = await createSignedInUser(t.app);
    expect((await getCurrentCompany(t.app.db, user.id)).id).toBe(company.id);
    const [second] = await t.app.db
      .insert(companies)
      .values({
        userId: user.id,
        businessType: 'EXISTING',
        answers: {},
        createdAt: new Date(company.createdAt.getTime() + 1000),
      })
      .returning();
    expect((await getCurrentCompany(t.app.db, user.id)).id).toBe(company.id);
    expect((await getCurrentCompany(t.app.db, user.id, second!.id)).id).toBe(second!.id);
  });

  it("gives another customer's company and an unknown id the same refusal", async () => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    expect(await codeOf(getCurrentCompany(t.app.db, other.user.id, owner.company.id))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        getCurrentCompany(t.app.db, other.user.id, '00000000-0000-4000-8000-000000000000'),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(getCurrentCompany(t.app.db, other.user.id, 'not-a-uuid'))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        getCurrentCompany(t.app.db, other.user.id, owner.company.id, { otherIs: 'NOT_FOUND' }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('is DATA_NOT_AVAILABLE for a caller without a company', async () => {
    const { user, company } = await createSignedInUser(t.app);
    await t.app.db.delete(companies).where(eq(companies.id, company.id));
    expect(await codeOf(getCurrentCompany(t.app.db, user.id))).toBe('DATA_NOT_AVAILABLE');
  });
});
