import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { createSignedInUser } from '../../test/auth-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';
import { PNG, sha256, vaultCalls } from '../../test/vault-helpers';

// `npm run ops -- attach` as staff run it: a multipart upload to the running portal.
describe(`npm run ops: attach (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  const dir = mkdtempSync(join(tmpdir(), 'ops-attach-'));
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const ops = opsCli(
    () => t,
    () => base,
  );

  it('attaches a file by the customer’s e-mail, typed by its content, and refuses text', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    const png = PNG(3000);
    writeFileSync(join(dir, 'ein letter.pdf'), png);
    writeFileSync(join(dir, 'notes.pdf'), 'not a pdf');
    const done = await ops(
      'attach',
      user.email,
      join(dir, 'ein letter.pdf'),
      '--title',
      'EIN letter',
      '--kind',
      'ein_letter',
      '--category',
      'tax',
    );
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain('Attached ein letter.png');
    const [doc] = (await vaultCalls(() => t.app).list(headers)).json().data;
    expect(doc).toMatchObject({
      kind: 'EIN_LETTER',
      title: 'EIN letter',
      category: 'tax',
      source: 'staff',
      contentType: 'image/png',
      canDelete: false,
    });
    const file = await vaultCalls(() => t.app).download(headers, doc.id);
    expect(sha256(file.rawPayload)).toBe(sha256(png));

    const refused = await ops('attach', user.email, join(dir, 'notes.pdf'), '--title', 'Notes');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(UPLOAD_TYPE_MESSAGE);
  });
});
