import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { formedCustomer, givenComplianceRules } from '../../test/compliance-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

const run = promisify(execFile);
const root = new URL('../../../..', import.meta.url).pathname;

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

  const ops = async (...args: string[]) => {
    try {
      const { stdout } = await run('npx', ['tsx', 'apps/api/src/ops/cli.ts', ...args], {
        cwd: root,
        env: { ...process.env, OPS_API_URL: `${base}/api`, JWT_SECRET: t.env.JWT_SECRET },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: `${e.stdout}${e.stderr}` };
    }
  };

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
