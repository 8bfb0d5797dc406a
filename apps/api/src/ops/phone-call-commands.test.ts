import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCalls, phoneCreditEntries, phoneLines } from '../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

const PHONE = '/api/client/company/v7/phone';

// `npm run ops -- call … --minutes M` and `--voicemail S --recording FILE` (decision 0157).
describe(`npm run ops: forwarded minutes and voicemail audio (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  const dir = mkdtempSync(join(tmpdir(), 'ops-phone-'));
  const file = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const ops = opsCli(
    () => t,
    () => base,
  );
  const lineFor = async (number: string, over: { forwardTo?: string; creditBalance: number }) => {
    const customer = await createSignedInUser(t.app);
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({ companyId: customer.company.id, number, provider: 'local', ...over })
      .returning();
    return { ...customer, line: line! };
  };
  const credit = async (id: string) =>
    (await t.app.db.select().from(phoneLines).where(eq(phoneLines.id, id)))[0]!.creditBalance;

  it('--minutes: a forwarded call of M minutes takes 3 cents a minute once; 0 is missed; never below zero', async () => {
    const { line, user } = await lineFor('+13075550171', {
      forwardTo: '+14155550100',
      creditBalance: 10,
    });
    const three = await ops('call', user.email, '--from', '+14155550123', '--minutes', '3');
    expect(three.code, three.out).toBe(0);
    expect(three.out).toContain('Call to +13075550171: forwarded (3 min, $0.09 of credit).');
    expect(await credit(line.id)).toBe(1);
    const entries = await t.app.db
      .select()
      .from(phoneCreditEntries)
      .where(eq(phoneCreditEntries.lineId, line.id));
    const [call] = await t.app.db.select().from(phoneCalls).where(eq(phoneCalls.lineId, line.id));
    // 10 ¢ held 3 minutes (9 ¢) when the call came in; all of it used.
    expect(entries.map((e) => [e.amount, e.reference]).sort()).toEqual([
      [-9, `call-hold:${call!.providerRef}`],
      [0, `call:${call!.providerRef}`],
    ]);
    expect(call).toMatchObject({ outcome: 'forwarded', durationSeconds: 180 });

    // 1 cent left covers no minute: not forwarded (missed), nothing taken.
    const none = await ops('call', line.number, '--from', '+14155550124', '--minutes', '2');
    expect(none.out).toContain('Call to +13075550171: missed.');
    expect(await credit(line.id)).toBe(1);

    const bad = await ops('call', line.number, '--from', '+14155550126', '--minutes', '1.5');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--minutes is 0 to 240.');
  });

  it('--recording: MP3 or WAV stored and streamed with its type; anything else refused', async () => {
    const { line, headers } = await lineFor('+13075550172', { creditBalance: 500 });
    const mp3 = file('vm.mp3', new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3, 4, 5, 6, 7]));
    const made = await ops(
      'call',
      line.number,
      '--from',
      '+14155550123',
      '--voicemail',
      '12',
      '--recording',
      mp3,
    );
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('voicemail');
    expect(made.out).toContain('Recording attached (audio/mpeg).');
    const calls = (await t.app.inject({ method: 'GET', url: `${PHONE}/calls`, headers })).json()
      .data;
    expect(calls.items[0]).toMatchObject({ outcome: 'voicemail', hasRecording: true });
    const audio = await t.app.inject({
      method: 'GET',
      url: `${PHONE}/calls/${calls.items[0].id}/recording`,
      headers,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
    expect([...audio.rawPayload]).toEqual([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3, 4, 5, 6, 7]);

    const wavBytes = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([36, 0, 0, 0]),
      Buffer.from('WAVEfmt '),
    ]);
    const wav = await ops(
      'call',
      line.number,
      '--from',
      '+14155550124',
      '--voicemail',
      '5',
      '--recording',
      file('vm.wav', wavBytes),
    );
    expect(wav.out).toContain('Recording attached (audio/wav).');
    const [, second] = await t.app.db
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.lineId, line.id))
      .orderBy(phoneCalls.at);
    const played = await t.app.inject({
      method: 'GET',
      url: `${PHONE}/calls/${second!.id}/recording`,
      headers,
    });
    expect(played.headers['content-type']).toContain('audio/wav');
    expect(played.rawPayload.equals(wavBytes)).toBe(true);

    // MPEG frame sync without a tag is MP3 too; a PDF renamed .mp3 is not.
    const sync = file('sync.mp3', new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]));
    const synced = await ops(
      'call',
      line.number,
      '--from',
      '+1415555012',
      '--voicemail',
      '3',
      '--recording',
      sync,
    );
    expect(synced.out).toContain('Recording attached (audio/mpeg).');
    const fake = file('fake.mp3', new TextEncoder().encode('%PDF-1.7 not audio at all'));
    const refused = await ops(
      'call',
      line.number,
      '--from',
      '+14155550125',
      '--voicemail',
      '7',
      '--recording',
      fake,
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Only MP3 and WAV recordings can be uploaded');

    const noVoicemail = await ops('call', line.number, '--from', '+1415555', '--recording', mp3);
    expect(noVoicemail.code).toBe(1);
    expect(noVoicemail.out).toContain('--recording needs --voicemail SECONDS');
  });
});
