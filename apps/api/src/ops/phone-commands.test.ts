import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCalls, phoneLines, phoneMessages } from '../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { listeningOps } from '../../test/ops-cli-helpers';
import { testDatabaseKind } from '../../test/test-app';

// `npm run ops -- sms|call|phones` exactly as staff run them, against a listening portal.
describe(`npm run ops: phone (${testDatabaseKind()})`, () => {
  const { app, ops } = listeningOps();
  it('delivers a text (by company) and calls (by number), and lists the lines', async () => {
    const { user, company } = await createSignedInUser(app());
    const [line] = await app()
      .db.insert(phoneLines)
      .values({
        companyId: company.id,
        number: '+13075550142',
        provider: 'local',
        creditBalance: 500,
      })
      .returning();

    const sms = await ops(
      'sms',
      user.email,
      '--from',
      '+14155550123',
      '--body',
      'Your Chase code is 482913',
    );
    expect(sms.code, sms.out).toBe(0);
    expect(sms.out).toContain('Text delivered to +13075550142 (code 482913).');
    const texts = await app()
      .db.select()
      .from(phoneMessages)
      .where(eq(phoneMessages.lineId, line!.id));
    expect(texts.map((m) => m.code)).toEqual(['482913']);

    const vm = await ops(
      'call',
      '(307) 555-0142',
      '--from',
      '+14155550123',
      '--voicemail',
      '30',
      '--transcript',
      'Call me back',
    );
    expect(vm.code, vm.out).toBe(0);
    expect(vm.out).toContain('voicemail');
    const missed = await ops('call', '+13075550142', '--from', '+14155550124');
    expect(missed.out).toContain('missed');
    const calls = await app().db.select().from(phoneCalls).where(eq(phoneCalls.lineId, line!.id));
    expect(calls.map((x) => x.outcome).sort()).toEqual(['missed', 'voicemail']);

    const listed = await ops('phones');
    expect(listed.out).toContain(`+13075550142  active       $5.00  ${company.id}`);

    const unknown = await ops('sms', '+13075550199', '--from', '+14155550123', '--body', 'hi');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No active line has the number +13075550199.');
    const noBody = await ops('sms', '+13075550142', '--from', '+14155550123');
    expect(noBody.code).toBe(1);
    expect(noBody.out).toContain('Missing --body TEXT');
  });
});
