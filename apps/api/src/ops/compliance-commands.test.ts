import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { formedCustomer, givenComplianceRules } from '../../test/compliance-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

// `npm run ops -- compliance <company>` exactly as staff run it, against a listening portal.
describe(`npm run ops: compliance (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ops = opsCli(
    () => t,
    () => base,
  );

  it('lists a company’s deadlines by its customer’s e-mail, and says what is missing', async () => {
    const { user } = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2023-05-10',
      owners: ['US'],
    });
    const listed = await ops('compliance', user.email);
    expect(listed.code, listed.out).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^2024-05-01 +overdue +\$60\.00 +Annual report \(licence tax\) \(2024\)$/,
    );
    expect(lines.map((l) => l.slice(0, 10))).toEqual([...lines.map((l) => l.slice(0, 10))].sort());

    const unformed = await createSignedInUser(t.app);
    const empty = await ops('compliance', unformed.user.email);
    expect(empty.out).toContain('Deadlines cannot be computed yet: missing state, formationDate.');
    expect(empty.out).toContain('No deadlines.');
  });
});
