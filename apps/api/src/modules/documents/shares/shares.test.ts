import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TShare } from '@charterline/shared/schemas/documents';
import { companies, companyDocuments, documentShares } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { createShare } from './create-share';
import { readPublicShare } from './open-share';
import { hashShareToken } from './share-token';
import { listShares } from './company-shares';

type THeaders = Record<string, string>;
const PDF = Buffer.from('%PDF-1.7\nshare test\n%%EOF\n');
const SHARES = '/api/client/company/v7/documents/shares';

describe(`share packs (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  const docs = { ein: '', articles: '', deleted: '' };

  const addDocument = async (companyId: string, title: string, deleted = false) => {
    const [row] = await t.app.db
      .insert(companyDocuments)
      .values({
        companyId,
        kind: 'UPLOAD',
        title,
        fileName: `${title}.pdf`,
        size: PDF.length,
        content: PDF,
        createdBy: 'test',
        deletedAt: deleted ? new Date() : null,
      })
      .returning();
    return row?.id ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'true', PUBLIC_URL: 'https://portal.test' },
    });
    owner = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({ companyName: 'Acme Widgets', companyNameType: 'LLC' })
      .where(eq(companies.id, owner.company.id));
    docs.ein = await addDocument(owner.company.id, 'EIN letter');
    docs.articles = await addDocument(owner.company.id, 'Articles');
    docs.deleted = await addDocument(owner.company.id, 'Old', true);
  });
  afterAll(() => t.close());

  const create = async (
    body: Record<string, unknown>,
    headers: THeaders = owner.headers,
  ): Promise<TShare> => {
    const res = await t.app.inject({ method: 'POST', url: SHARES, headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const list = async (headers: THeaders = owner.headers): Promise<TShare[]> => {
    const res = await t.app.inject({ method: 'GET', url: SHARES, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const tokenOf = (share: TShare) => /\/shared\/([^/]+)$/.exec(share.url ?? '')?.[1] ?? '';
  const openPublic = (token: string, path = '', ua = 'Mozilla/5.0 (Bank)') =>
    t.app.inject({
      method: 'GET',
      url: `/api/client/public/v1/shares/${token}${path}`,
      headers: { 'user-agent': ua },
    });

  it('creates, opens, downloads, logs each access, then revokes to the same 404', async () => {
    const share = await create({
      documentIds: [docs.ein, docs.articles],
      expiresInDays: 7,
      label: 'Chase Bank',
    });
    expect(share.url).toMatch(/^https:\/\/portal\.test\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(share.status).toBe('active');
    const days = (Date.parse(share.expiresAt) - Date.parse(share.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const token = tokenOf(share);

    const page = await openPublic(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.json().data).toMatchObject({
      companyName: 'Acme Widgets LLC',
      label: 'Chase Bank',
      expiresAt: share.expiresAt,
    });
    expect(page.json().data.documents.map((d: { title: string }) => d.title)).toEqual([
      'Articles',
      'EIN letter',
    ]);
    expect(page.json().data.documents[0]).toMatchObject({ size: PDF.length, previewable: true });

    const file = await openPublic(token, `/documents/${docs.ein}`, 'curl/8');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const preview = await openPublic(token, `/documents/${docs.ein}?inline=1`);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(preview.headers['content-security-policy']).toBe(
      "frame-ancestors 'self' https://portal.test",
    );
    expect(preview.headers['x-frame-options']).toBeUndefined();
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const [listed] = await list();
    expect(listed?.id).toBe(share.id);
    expect(listed?.url).toBeNull();
    expect(listed?.accesses.map((a) => [a.documentId, a.userAgent])).toEqual([
      [docs.ein, 'Mozilla/5.0 (Bank)'],
      [docs.ein, 'curl/8'],
      [null, 'Mozilla/5.0 (Bank)'],
    ]);
    expect(listed?.accesses[0]?.ip).toBeTruthy();

    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `${SHARES}/${share.id}`, headers: owner.headers });
    const revoked = await revoke();
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', url: null });
    const again = await revoke();
    expect(again.json().data.revokedAt).toBe(revoked.json().data.revokedAt);

    const unknown = await openPublic('A'.repeat(43));
    for (const res of [
      await openPublic(token),
      await openPublic(token, `/documents/${docs.ein}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('serves only documents of the pack, and leaves out one deleted later', async () => {
    const share = await create({ documentIds: [docs.ein], expiresInDays: 1, label: 'CPA' });
    const token = tokenOf(share);
    expect((await openPublic(token, `/documents/${docs.articles}`)).statusCode).toBe(404);
    expect((await openPublic(token, '/documents/not-a-uuid')).statusCode).toBe(404);
    await t.app.db
      .update(companyDocuments)
      .set({ deletedAt: new Date() })
      .where(eq(companyDocuments.id, docs.ein));
    try {
      const page = await openPublic(token);
      expect(page.json().data.documents).toEqual([]);
      expect((await openPublic(token, `/documents/${docs.ein}`)).statusCode).toBe(404);
    } finally {
      await t.app.db
        .update(companyDocuments)
        .set({ deletedAt: null })
        .where(eq(companyDocuments.id, docs.ein));
    }
  });

  it('expires after the days asked for (injected clock)', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const caller = { userId: owner.user.id, companyId: owner.company.id };
    const share = await createShare(
      t.app.db,
      {
        ...caller,
        body: { documentIds: [docs.articles], expiresInDays: 3, label: 'Later' },
        publicUrl: 'https://portal.test',
      },
      now,
    );
    expect(share.expiresAt).toBe('2030-01-04T12:00:00.000Z');
    const token = tokenOf(share);
    const visitor = { ip: '203.0.113.9', userAgent: 'test' };
    const justBefore = new Date('2030-01-04T11:59:59Z');
    await expect(readPublicShare(t.app.db, { token, visitor }, justBefore)).resolves.toMatchObject({
      label: 'Later',
    });
    const at = new Date('2030-01-04T12:00:00Z');
    await expect(readPublicShare(t.app.db, { token, visitor }, at)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const mine = (await listShares(t.app.db, caller, at)).find((s) => s.id === share.id);
    expect(mine?.status).toBe('expired');
  });

  it("refuses another company's, deleted or unknown documents with a field error", async () => {
    const other = await createSignedInUser(t.app);
    const theirs = await addDocument(other.company.id, 'Theirs');
    const before = await t.app.db.select().from(documentShares);
    for (const ids of [[theirs], [docs.ein, docs.deleted], [crypto.randomUUID()]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: SHARES,
        headers: owner.headers,
        payload: { documentIds: ids, expiresInDays: 7, label: 'Bank' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'documentIds' })]);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: SHARES,
      headers: owner.headers,
      payload: { documentIds: [], expiresInDays: 31, label: '' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['documentIds', 'expiresInDays', 'label']));
    expect(await t.app.db.select().from(documentShares)).toEqual(before);
  });

  it("hides a company's shares from another customer (404) and never stores the token", async () => {
    const share = await create({ documentIds: [docs.ein], expiresInDays: 5, label: 'Auditor' });
    const other = await createSignedInUser(t.app);
    const asOther = { ...other.headers, 'x-company-id': owner.company.id };
    expect((await t.app.inject({ method: 'GET', url: SHARES, headers: asOther })).statusCode).toBe(
      404,
    );
    const theirRevoke = await t.app.inject({
      method: 'DELETE',
      url: `${SHARES}/${share.id}`,
      headers: other.headers,
    });
    expect(theirRevoke.statusCode).toBe(404);
    expect(await list(other.headers)).toEqual([]);
    expect((await list()).find((s) => s.id === share.id)?.status).toBe('active');

    const token = tokenOf(share);
    const stored = await t.app.db.select().from(documentShares);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.find((s) => s.id === share.id)?.tokenHash).toBe(hashShareToken(token));
  });
});
