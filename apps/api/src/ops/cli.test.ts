import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { listeningOps, npmRunOps } from '../../test/ops-cli-helpers';
import { testDatabaseKind } from '../../test/test-app';

// The command suites call the CLI's entry in-process (`opsCli`); this one runs the real
// `npm run ops` in a process of its own and holds the two to the same output and exit code.
describe(`npm run ops, the real command (${testDatabaseKind()})`, { timeout: 60_000 }, () => {
  const { app, base, testApp, ops } = listeningOps();

  it('prints what the in-process entry prints, and fails as it fails', async () => {
    const { user, company } = await createSignedInUser(app());

    const shown = await npmRunOps(testApp(), base(), 'company', user.email);
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toContain(`id:          ${company.id}`);
    expect(shown.out).toContain('processing:  0/7');
    expect(await ops('company', user.email)).toEqual(shown);

    const wrong = await npmRunOps(testApp(), base(), 'step', user.email, 'bogus');
    expect(wrong).toEqual({ code: 1, out: 'Unknown step "bogus". Run npm run ops -- --help.\n' });
    expect(await ops('step', user.email, 'bogus')).toEqual(wrong);
  });
});
