import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { PDF, PNG, sha256, vaultCalls } from '../../../test/vault-helpers';
import { companyDocuments, fileChunks } from '../../db/schema';

describe(`uploading to the documents vault (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(600 * 1024) } });
  });
  afterAll(() => t.close());

  const chunkCount = async () => (await t.app.db.select().from(fileChunks)).length;

  it('stores several files at once, typed by content, and downloads the same bytes', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    // 700 KB would pass the limit; 550 KB spans three 256 KB chunks (nine of 64 KB on PGlite).
    const big = PDF(550 * 1024);
    const res = await vault.upload(
      headers,
      [
        { name: '../../etc/bank statement\u0000.pdf', bytes: big },
        { name: 'logo.pdf', bytes: PNG() },
      ],
      { category: 'banking', tags: 'bank, 2026 ,bank' },
    );
    expect(res.statusCode).toBe(201);
    const [pdf, png] = res.json().data;
    expect(pdf).toMatchObject({
      fileName: 'bank statement.pdf',
      title: 'bank statement',
      contentType: 'application/pdf',
      size: big.length,
      category: 'banking',
      tags: ['bank', '2026'],
      source: 'customer',
      version: 1,
      canDelete: true,
      previewable: true,
    });
    // Named .pdf, but its bytes are a PNG: it is a PNG.
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'logo.png' });
    const [row] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, pdf.id));
    expect(row).toMatchObject({
      storage: 'db',
      content: null,
      companyId: company.id,
      sha256: sha256(big),
    });
    const chunks = await t.app.db
      .select()
      .from(fileChunks)
      .where(eq(fileChunks.storageKey, row?.storageKey ?? ''));
    // 256 KB rows on PostgreSQL; 64 KB on PGlite, whose inserts run on the event loop (issue 33).
    const chunkBytes = testDatabaseKind() === 'pglite' ? 64 * 1024 : 256 * 1024;
    const count = Math.ceil(big.length / chunkBytes);
    expect(chunks.map((c) => c.seq).sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
    expect(Math.max(...chunks.map((c) => c.data.length))).toBe(chunkBytes);

    const file = await vault.download(headers, pdf.id);
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(big));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="bank-statement.pdf"; filename*=UTF-8''bank%20statement.pdf`,
    );
    const preview = await vault.download(headers, png.id, '?inline=1');
    expect(preview.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a text file named .pdf, and a file past the limit, keeping nothing', async () => {
    const { headers } = await createSignedInUser(t.app);
    const before = await chunkCount();
    const text = await vault.upload(headers, [
      { name: 'ok.pdf', bytes: PDF() },
      { name: 'invoice.pdf', bytes: Buffer.from('just some text, not a PDF at all') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      status: 'error',
      message: UPLOAD_TYPE_MESSAGE,
      errors: [{ code: 'UPLOAD_TYPE_NOT_ALLOWED', field: 'file' }],
    });
    const large = await vault.upload(headers, [{ name: 'scan.pdf', bytes: PDF(600 * 1024 + 1) }]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      status: 'error',
      message: 'The file is larger than 600 KB, the most that can be uploaded.',
      errors: [{ code: 'FILE_TOO_LARGE', field: 'file' }],
    });
    const exactly = await vault.upload(headers, [{ name: 'max.pdf', bytes: PDF(600 * 1024) }]);
    expect(exactly.statusCode).toBe(201);
    expect((await vault.list(headers)).json().data.map((d: { title: string }) => d.title)).toEqual([
      'max',
    ]);
    // 600 KB: three chunks of 256 KB, or ten of 64 KB on PGlite.
    expect(await chunkCount()).toBe(before + (testDatabaseKind() === 'pglite' ? 10 : 3));
  });

  it('answers an envelope for a body that is not multipart or has no file', async () => {
    const { headers } = await createSignedInUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/documents',
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const none = await vault.upload(headers, [], { category: 'tax' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ code: 'UPLOAD_NO_FILE', field: 'file' });
    const badCategory = await vault.upload(headers, [{ name: 'a.pdf', bytes: PDF() }], {
      category: 'nope',
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors[0]).toMatchObject({ field: 'category' });
    expect((await vault.list(headers)).json().data).toEqual([]);
  });

  it('refuses more than ten files or an overlong field with an envelope, keeping nothing', async () => {
    const { headers } = await createSignedInUser(t.app);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF() }));
    const many = await vault.upload(headers, eleven);
    // Issue 33: one upload helper, one answer for too many files (as support's, decision 0173).
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'VALIDATION_ERROR', message: 'Attach at most 10 files at once.' }],
    });
    const long = await vault.upload(headers, [{ name: 'a.pdf', bytes: PDF() }], {
      tags: 'x'.repeat(3000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().status).toBe('error');
    expect((await vault.list(headers)).json().data).toEqual([]);
  });
});
