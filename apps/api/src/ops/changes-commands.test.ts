import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyChanges } from '../db/schema';
import { changeCalls, formedLlc, givenChangeFilings } from '../../test/change-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';
import { PDF } from '../../test/vault-helpers';

// `npm run ops -- changes|change` exactly as staff run them, against a listening portal.
describe(`npm run ops: changes (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  const dir = mkdtempSync(join(tmpdir(), 'changes-ops-'));
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenChangeFilings(t.app, 'WY');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ops = opsCli(
    () => t,
    () => base,
  );

  it('lists a company’s changes and completes a paid one with the filed PDF', async () => {
    const { headers, user, company } = await formedLlc(t.app);
    const asked = await changeCalls(() => t.app).create(headers, {
      kind: 'LEGAL_NAME',
      companyName: 'Nube Clara',
      designation: 'LLC',
    });
    const changeId = asked.json().data.id as string;
    const listed = await ops('changes', user.email);
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(`${changeId}  awaiting_payment`);
    expect(listed.out).toContain('before:  Acme LLC');
    expect(listed.out).toContain('after:   Nube Clara LLC');
    expect(listed.out).toContain('state:   Articles of Amendment ($60.00)');

    const notPaid = await ops('change', changeId, 'complete');
    expect(notPaid.code).toBe(1);
    expect(notPaid.out).toContain(
      'Only a change in progress can be completed; this one is awaiting_payment.',
    );

    // Paid (as the fulfilment leaves it): staff file it and complete it.
    await t.app.db
      .update(companyChanges)
      .set({ status: 'in_progress', paidAt: new Date() })
      .where(eq(companyChanges.id, changeId));
    const text = join(dir, 'notes.pdf');
    writeFileSync(text, 'not a pdf');
    const refused = await ops('change', changeId, 'complete', '--file', text);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not a PDF');
    const missing = await ops('change', changeId, 'complete');
    expect(missing.out).toContain('attach the filed document');

    const filed = join(dir, 'filed.pdf');
    writeFileSync(filed, PDF(512));
    const done = await ops(
      'change',
      changeId,
      'complete',
      '--file',
      filed,
      '--note',
      'Filed 2 Dec',
    );
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain('Completed Company name.');
    expect(done.out).toMatch(new RegExp(`${changeId}  completed`));
    expect(done.out).toMatch(/proof: {3}[0-9a-f-]{36}/);
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.companyName).toBe('Nube Clara');
  });
});
