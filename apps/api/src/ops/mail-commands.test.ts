import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { givenMailbox } from '../../test/mail-item-helpers';
import { listeningOps } from '../../test/ops-cli-helpers';
import { testDatabaseKind } from '../../test/test-app';
import { PDF, PNG } from '../../test/vault-helpers';

// `npm run ops -- mail …` exactly as staff run it, against a listening portal.
describe(`npm run ops: mail (${testDatabaseKind()})`, () => {
  const { app, ops } = listeningOps();
  const dir = mkdtempSync(join(tmpdir(), 'mail-ops-'));
  const envelope = join(dir, 'envelope.png');
  const scan = join(dir, 'letter.pdf');
  const notPdf = join(dir, 'notes.pdf');
  beforeAll(() => {
    writeFileSync(envelope, PNG(200));
    writeFileSync(scan, PDF(400));
    writeFileSync(notPdf, 'not a pdf at all');
  });

  it('records a letter, scans it and lists the company’s letters', async () => {
    const { user, company } = await createSignedInUser(app());
    await givenMailbox(app(), company.id);
    const empty = await ops('mail', user.email);
    expect(empty.code, empty.out).toBe(0);
    expect(empty.out).toContain('No letters.');

    const recorded = await ops(
      'mail',
      'record',
      user.email,
      '--sender',
      'Internal Revenue Service',
      '--category',
      'irs',
      '--date',
      '2026-11-20',
      '--pages',
      '2',
      '--urgent',
      '--envelope',
      envelope,
    );
    expect(recorded.code, recorded.out).toBe(0);
    expect(recorded.out).toContain('Recorded the letter from Internal Revenue Service.');
    const id = /([0-9a-f-]{36}) {2}2026-11-20/.exec(recorded.out)?.[1];
    expect(id).toBeTruthy();
    expect(recorded.out).toContain('action_required  (urgent)');

    const refused = await ops('mail', 'scan', id!, '--scan', notPdf);
    expect(refused.code).toBe(1);
    const scanned = await ops('mail', 'scan', id!, '--scan', scan);
    expect(scanned.code, scanned.out).toBe(0);
    expect(scanned.out).toContain('Scanned the letter from Internal Revenue Service.');
    expect(scanned.out).toContain('scanned');

    const listed = await ops('mail', company.id);
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(`${id}  2026-11-20`);
    expect(listed.out).toContain('from:    Internal Revenue Service [irs]');
  });

  it('finds the company from the suite on an envelope', async () => {
    const { user, company, headers } = await createSignedInUser(app());
    await givenMailbox(app(), company.id);
    const box = await app().inject({ url: '/api/client/company/v7/mail/mailbox', headers });
    const suite = /^Suite (\d+)$/.exec(box.json().data.address.line2)?.[1];
    expect(suite).toBeTruthy();
    const recorded = await ops(
      'mail',
      'record',
      `suite:${suite}`,
      '--sender',
      'Wyoming Secretary of State',
      '--category',
      'state',
      '--date',
      '2026-11-20',
      '--envelope',
      envelope,
    );
    expect(recorded.code, recorded.out).toBe(0);
    expect((await ops('mail', user.email)).out).toContain('Wyoming Secretary of State [state]');
    const nobody = await ops('mail', 'suite:9');
    expect(nobody.code).toBe(1);
    expect(nobody.out).toContain('No company has suite 9.');
  });

  it('names what is missing or wrong', async () => {
    const { user } = await createSignedInUser(app());
    const noSender = await ops('mail', 'record', user.email, '--category', 'irs');
    expect(noSender.code).toBe(1);
    expect(noSender.out).toContain('Missing --sender');
    const badCategory = await ops(
      'mail',
      'record',
      user.email,
      '--sender',
      'Bank',
      '--category',
      'junk',
      '--date',
      '2026-11-20',
      '--envelope',
      envelope,
    );
    expect(badCategory.code).toBe(1);
    const locked = await ops(
      'mail',
      'record',
      user.email,
      '--sender',
      'Bank',
      '--category',
      'bank',
      '--date',
      '2026-11-20',
      '--envelope',
      envelope,
      '--scan',
      scan,
    );
    expect(locked.code, locked.out).toBe(0);
    expect(locked.out).toContain('Locked');
    const missingFile = await ops(
      'mail',
      'scan',
      crypto.randomUUID(),
      '--scan',
      join(dir, 'no.pdf'),
    );
    expect(missingFile.out).toContain('Cannot read');
  });
});
