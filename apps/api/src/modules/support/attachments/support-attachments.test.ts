import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { multipartBody, PDF, PNG, sha256, type TUploadFile } from '../../../../test/vault-helpers';
import {
  fileChunks,
  supportAttachments,
  supportMessages,
  supportTickets,
} from '../../../db/schema';
import { jobHandlers } from '../../../composition/jobs';
import { SUPPORT_BASE } from '../support-route-options';
import { attachmentsOf, claimAttachments } from './support-attachments';

type THeaders = Record<string, string>;

describe(`support attachments (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = `/api${SUPPORT_BASE}/attachments`;
  const upload = (headers: THeaders, files: TUploadFile[]) =>
    t.app.inject({ method: 'POST', url, headers, payload: multipartBody(files) });
  const download = (headers: THeaders, id: string, query = '') =>
    t.app.inject({ url: `${url}/${id}${query}`, headers });
  const uploadOne = async (headers: THeaders, name = 'scan.pdf') => {
    const res = await upload(headers, [{ name, bytes: PDF() }]);
    expect(res.statusCode).toBe(201);
    return res.json().data[0].id as string;
  };
  const rowOf = async (id: string) =>
    (await t.app.db.select().from(supportAttachments).where(eq(supportAttachments.id, id)))[0];
  const chunkCount = async () => (await t.app.db.select().from(fileChunks)).length;
  const messageOn = async (companyId: string, internal = false) => {
    const [ticket] = await t.app.db
      .insert(supportTickets)
      .values({ companyId, subject: 'Letter', category: 'mail', openedBy: 'customer' })
      .returning();
    const [message] = await t.app.db
      .insert(supportMessages)
      .values({
        ticketId: ticket!.id,
        author: internal ? 'staff' : 'customer',
        body: 'x',
        internal,
      })
      .returning();
    return message!.id;
  };

  it('uploads files in their order and reads them back inline or as a download', async () => {
    const { headers, company, user } = await createSignedInUser(t.app);
    const pdf = PDF(2000);
    const res = await upload(headers, [
      { name: 'IRS letter – März.pdf', bytes: pdf },
      { name: 'photo.jpg', bytes: PNG() },
    ]);
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().data;
    expect(first).toMatchObject({
      fileName: 'IRS letter – März.pdf',
      contentType: 'application/pdf',
      size: 2000,
    });
    expect(second).toMatchObject({ fileName: 'photo.png', contentType: 'image/png' });
    expect(await rowOf(first.id)).toMatchObject({
      companyId: company.id,
      uploadedByUserId: user.id,
      messageId: null,
    });

    const inline = await download(headers, first.id);
    expect(inline.statusCode).toBe(200);
    expect(sha256(inline.rawPayload)).toBe(sha256(pdf));
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="IRS-letter-Marz.pdf"; filename*=UTF-8''IRS%20letter%20%E2%80%93%20M%C3%A4rz.pdf`,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const saved = await download(headers, second.id, '?download=1');
    expect(saved.headers['content-disposition']).toBe('attachment; filename="photo.png"');
  });

  it("answers 404 for another company's file, whichever company is named", async () => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const id = await uploadOne(owner.headers);
    expect((await download(other.headers, id)).statusCode).toBe(404);
    const named = await download(other.headers, id, `?companyId=${owner.company.id}`);
    expect(named.statusCode).toBe(404);
    expect(named.json().errors[0].code).toBe('NOT_FOUND');
    expect((await download(owner.headers, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses a text file and more than five files, keeping nothing', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const before = await chunkCount();
    const text = await upload(headers, [
      { name: 'ok.pdf', bytes: PDF() },
      { name: 'notes.pdf', bytes: Buffer.from('only some text, not a PDF at all') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      status: 'error',
      message: UPLOAD_TYPE_MESSAGE,
      errors: [{ code: 'UPLOAD_TYPE_NOT_ALLOWED', field: 'file' }],
    });
    for (const count of [6, 11]) {
      const files = Array.from({ length: count }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF() }));
      const many = await upload(headers, files);
      expect(many.statusCode).toBe(400);
      expect(many.json()).toMatchObject({
        message: 'Attach at most 5 files at once.',
        errors: [{ code: 'VALIDATION_ERROR', field: 'file' }],
      });
    }
    const none = await upload(headers, []);
    expect(none.json().errors[0].code).toBe('UPLOAD_NO_FILE');
    expect(await chunkCount()).toBe(before);
    const rows = await t.app.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.companyId, company.id));
    expect(rows).toEqual([]);
  });

  it('claims pending files onto a message; a wrong, used or foreign id changes nothing', async () => {
    const { headers, company, user } = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const [a, b, foreign] = [
      await uploadOne(headers, 'a.pdf'),
      await uploadOne(headers, 'b.pdf'),
      await uploadOne(other.headers),
    ];
    const message = await messageOn(company.id);
    const claim = (ids: string[], userId: string | null = user.id) =>
      t.app.db.transaction((tx) =>
        claimAttachments(tx, { companyId: company.id, userId, ids, messageId: message }),
      );
    const refused = async (ids: string[], userId: string | null = user.id) => {
      const error = await claim(ids, userId).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'SUPPORT_ATTACHMENT_NOT_FOUND',
        errors: [{ code: 'SUPPORT_ATTACHMENT_NOT_FOUND', field: 'attachmentIds' }],
      });
    };

    await refused([a, crypto.randomUUID()]);
    await refused([a, foreign]);
    await refused([a], null); // a staff claim of the customer's upload
    expect((await rowOf(a))?.messageId).toBeNull();

    await claim([b, a, b]);
    expect((await rowOf(a))?.messageId).toBe(message);
    const later = await messageOn(company.id);
    const error = await t.app.db
      .transaction((tx) =>
        claimAttachments(tx, {
          companyId: company.id,
          userId: user.id,
          ids: [a],
          messageId: later,
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SUPPORT_ATTACHMENT_NOT_FOUND' });
    expect((await rowOf(a))?.messageId).toBe(message);

    const byMessage = await attachmentsOf(t.app.db, [message, later]);
    expect(byMessage.get(message)?.map((f) => f.fileName)).toEqual(['a.pdf', 'b.pdf']);
    expect(byMessage.has(later)).toBe(false);
    expect((await attachmentsOf(t.app.db, [])).size).toBe(0);
  });

  it('lets exactly one of two claims racing for the same file have it', async () => {
    const { headers, company, user } = await createSignedInUser(t.app);
    const id = await uploadOne(headers);
    const [first, second] = [await messageOn(company.id), await messageOn(company.id)];
    const claimFor = (messageId: string) =>
      t.app.db
        .transaction((tx) =>
          claimAttachments(tx, { companyId: company.id, userId: user.id, ids: [id], messageId }),
        )
        .then(
          () => 'claimed',
          (e: { code?: string }) => e.code,
        );
    const outcomes = await Promise.all([claimFor(first), claimFor(second)]);
    expect(outcomes.sort()).toEqual(['SUPPORT_ATTACHMENT_NOT_FOUND', 'claimed']);
    expect([first, second]).toContain((await rowOf(id))?.messageId);
  });

  it("never serves a file on staff's internal note, nor a pending one of someone else", async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const visible = await uploadOne(headers);
    const hidden = await uploadOne(headers);
    await t.app.db
      .update(supportAttachments)
      .set({ messageId: await messageOn(company.id) })
      .where(eq(supportAttachments.id, visible));
    await t.app.db
      .update(supportAttachments)
      .set({ messageId: await messageOn(company.id, true) })
      .where(eq(supportAttachments.id, hidden));
    expect((await download(headers, visible)).statusCode).toBe(200);
    expect((await download(headers, hidden)).statusCode).toBe(404);
    // Staff's upload for this company, not sent yet.
    await t.app.db
      .update(supportAttachments)
      .set({ messageId: null, uploadedByUserId: null })
      .where(eq(supportAttachments.companyId, company.id));
    expect((await download(headers, visible)).statusCode).toBe(404);
  });

  it('purges files never sent after 24 hours, rows and bytes, keeping sent ones', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const pending = await uploadOne(headers);
    const sent = await uploadOne(headers);
    await t.app.db
      .update(supportAttachments)
      .set({ messageId: await messageOn(company.id) })
      .where(eq(supportAttachments.id, sent));
    const key = (await rowOf(pending))!.storageKey;
    const purge = jobHandlers(t.env)['support.attachments.purge']!;
    const run = (hours: number) =>
      purge({
        db: t.app.db,
        now: new Date(Date.now() + hours * 3_600_000),
        log: t.app.log,
        attempt: 1,
        payload: {},
        job: { id: 'x', name: 'support.attachments.purge' },
      });
    expect(await run(23)).toBe(0);
    expect(await t.app.storage.get(key)).not.toBeNull();
    expect(await run(25)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(pending)).toBeUndefined();
    expect(await t.app.storage.get(key)).toBeNull();
    expect(await rowOf(sent)).toBeDefined();
    expect((await download(headers, sent)).statusCode).toBe(200);
  });
});
