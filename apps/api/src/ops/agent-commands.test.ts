import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formedCustomer } from '../../test/compliance-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

// `npm run ops -- agent-office …` and `file-number …` as staff run them (issue 36 items 1 and
// 9): what the profile and Home's company card show as our agent's address and the file number.
describe(`npm run ops: agent offices and file numbers (${testDatabaseKind()})`, () => {
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

  it('records our office in a state and lists it; a missing option is named', async () => {
    expect((await ops('agent-offices')).out.trim()).toBe('No office recorded yet.');
    const missing = await ops('agent-office', 'wy', '--name', 'Charterline Registered Agents LLC');
    expect(missing.code).not.toBe(0);
    expect(missing.out).toContain('--line1');
    const saved = await ops(
      'agent-office',
      'wy',
      '--name',
      'Charterline Registered Agents LLC',
      '--line1',
      '1908 Thomes Ave',
      '--city',
      'Cheyenne',
      '--postal',
      '82001',
    );
    expect(saved.code, saved.out).toBe(0);
    expect((await ops('agent-offices')).out.trim()).toBe(
      'WY  Charterline Registered Agents LLC  1908 Thomes Ave, Cheyenne, WY 82001',
    );
  });

  it('records a formed company’s file number by its customer’s e-mail', async () => {
    const customer = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2025-03-15',
      owners: ['US'],
    });
    const done = await ops('file-number', customer.user.email, '2025-001234567');
    expect(done.code, done.out).toBe(0);
    expect(done.out.trim()).toBe('Recorded state file number 2025-001234567.');
    const shown = await ops('company', customer.company.id);
    expect(shown.out).toContain('2025-001234567');
  });
});
