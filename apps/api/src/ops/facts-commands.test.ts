import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

// `npm run ops -- facts …` exactly as staff run it, against a listening portal (issue 35: a
// fact older than a year is listed for staff to re-check).
describe(`npm run ops: facts (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ops = opsCli(
    () => t,
    () => base,
  );

  it('lists a state’s facts with value, date checked, evidence and source', async () => {
    const listed = await ops('facts', 'wy');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toMatch(
      /^2026-05-01 {2}secondary {2}state:WY:formation-filing:fee {2}\$100$/m,
    );
    expect(listed.out).toMatch(/^2026-11-23 {2}primary {4}rule:state:WY:fee {2}\$60$/m);
    expect(listed.out).toContain('W.S. 17-29-209');
    expect(listed.out).not.toContain('state:DE:');
  });

  it('lists the facts over a year old on a given day, oldest first, and none before', async () => {
    const fresh = await ops('facts', 'stale', '--date', '2026-12-01');
    expect(fresh.out.trim()).toBe('No fact is over a year old: nothing to re-check.');

    // On 2027-06-01 the cost index's figures (read in May 2026) are over a year old; the
    // rules checked on 2026-11-23 are not yet.
    const stale = await ops('facts', 'stale', '--date', '2027-06-01');
    expect(stale.code, stale.out).toBe(0);
    const lines = stale.out.trim().split('\n');
    expect(lines[0]).toMatch(/^\d+ facts were last checked over a year ago/);
    const dates = lines
      .slice(1)
      .filter((l) => /^\d{4}-/.test(l))
      .map((l) => l.slice(0, 10));
    expect(dates.length).toBeGreaterThan(50);
    expect(dates.every((d) => d < '2026-06-01')).toBe(true);
    expect(stale.out).toContain('state:WY:formation-filing:fee');
    expect(stale.out).not.toContain('rule:state:WY:fee');
    // A year later still, everything is.
    const all = await ops('facts', 'stale', '--date', '2027-12-01');
    expect(all.out).toContain('rule:state:WY:fee');

    const bad = await ops('facts', 'stale', '--date', 'June');
    expect(bad.code).not.toBe(0);
  });
});
