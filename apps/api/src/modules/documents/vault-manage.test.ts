import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { PDF, PNG, vaultCalls } from '../../../test/vault-helpers';
import { fileChunks } from '../../db/schema';
import { storeDocument } from './documents.service';
import { purgeDeletedDocuments } from './purge-deleted-documents';

type TDoc = { id: string; title: string; version: number; versionCount: number };
const DAY = 86_400_000;

describe(`managing the documents vault (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const vault = vaultCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const titles = async (headers: Record<string, string>, query = '') =>
    ((await vault.list(headers, query)).json().data as TDoc[]).map((d) => d.title);

  it('searches, filters and sorts, and keeps every version of a document', async () => {
    const { headers } = await createSignedInUser(t.app);
    const [ein] = (
      await vault.upload(headers, [{ name: 'x.pdf', bytes: PDF() }], {
        title: 'EIN letter',
        category: 'tax',
        tags: 'irs',
      })
    ).json().data;
    await vault.upload(headers, [{ name: 'Bank statement March.png', bytes: PNG() }], {
      category: 'banking',
    });
    await vault.upload(headers, [{ name: 'Articles.pdf', bytes: PDF() }], {
      category: 'formation',
    });
    expect(await titles(headers)).toEqual(['Articles', 'Bank statement March', 'EIN letter']);
    expect(await titles(headers, '?sort=oldest')).toEqual([
      'EIN letter',
      'Bank statement March',
      'Articles',
    ]);
    expect(await titles(headers, '?sort=name')).toEqual([
      'Articles',
      'Bank statement March',
      'EIN letter',
    ]);
    expect(await titles(headers, '?q=MARCH')).toEqual(['Bank statement March']);
    expect(await titles(headers, '?q=irs')).toEqual(['EIN letter']);
    expect(await titles(headers, '?category=tax')).toEqual(['EIN letter']);
    expect(await titles(headers, '?tag=IRS')).toEqual(['EIN letter']);
    expect((await vault.list(headers, '?category=nope')).statusCode).toBe(400);

    const second = await vault.upload(headers, [{ name: 'ein-2.pdf', bytes: PDF(80) }], {
      versionOf: ein.id,
    });
    expect(second.json().data[0]).toMatchObject({
      version: 2,
      versionGroup: ein.id,
      category: 'tax',
    });
    const third = (
      await vault.upload(headers, [{ name: 'ein-3.pdf', bytes: PDF(90) }], {
        versionOf: second.json().data[0].id,
      })
    ).json().data[0];
    expect(third).toMatchObject({ version: 3, versionGroup: ein.id });
    const list = (await vault.list(headers, '?category=tax')).json().data as TDoc[];
    expect(list).toMatchObject([{ id: third.id, version: 3, versionCount: 3 }]);
    const versions = (await vault.versions(headers, ein.id)).json().data as TDoc[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    // The first version still downloads.
    expect((await vault.download(headers, ein.id)).rawPayload.length).toBe(PDF().length);

    const patched = await vault.patch(headers, third.id, {
      title: 'EIN confirmation',
      tags: ['irs', 'ein', 'irs'],
    });
    expect(patched.json().data).toMatchObject({
      title: 'EIN confirmation',
      tags: ['irs', 'ein'],
      versionCount: 3,
    });
  });

  it('deletes only the customer’s own uploads, restorable for 30 days, then purged', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const staffDoc = await t.app.db.transaction((tx) =>
      storeDocument(
        tx,
        {
          companyId: company.id,
          kind: 'ARTICLES_OF_ORGANIZATION',
          title: 'Articles',
          fileName: 'a.pdf',
          content: PDF(),
          createdBy: 'admin:x',
          category: 'formation',
        },
        t.app.storage,
      ),
    );
    const refused = await vault.remove(headers, staffDoc.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('DOCUMENT_NOT_DELETABLE');

    const [mine] = (await vault.upload(headers, [{ name: 'mine.pdf', bytes: PDF() }])).json().data;
    const removed = await vault.remove(headers, mine.id);
    expect(removed.json().data).toMatchObject({ canDelete: false });
    expect(await titles(headers)).toEqual(['Articles']);
    const deleted = (await vault.list(headers, '?deleted=true')).json().data;
    expect(deleted).toMatchObject([{ id: mine.id, purgeAt: expect.any(String) }]);
    expect(Date.parse(deleted[0].purgeAt) - Date.parse(deleted[0].deletedAt)).toBe(30 * DAY);
    expect((await vault.remove(headers, mine.id)).statusCode).toBe(404);
    expect((await vault.restore(headers, mine.id)).json().data).toMatchObject({ deletedAt: null });
    expect((await vault.restore(headers, mine.id)).json().errors[0].code).toBe(
      'DOCUMENT_NOT_RESTORABLE',
    );
    expect(await titles(headers)).toEqual(['mine', 'Articles']);

    await vault.remove(headers, mine.id);
    const deps = { db: t.app.db, storage: t.app.storage };
    const chunks = async () => (await t.app.db.select().from(fileChunks)).length;
    const before = await chunks();
    // Day 29: kept. Day 31: bytes and row gone; the staff document stays.
    expect(await purgeDeletedDocuments(deps, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await purgeDeletedDocuments(deps, new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await chunks()).toBe(before - 1);
    expect((await vault.list(headers, '?deleted=true')).json().data).toEqual([]);
    expect((await vault.download(headers, mine.id)).statusCode).toBe(404);
    expect((await vault.download(headers, staffDoc.id)).statusCode).toBe(200);
  });

  it('shows another customer none of it: 404 on every route', async () => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const [doc] = (await vault.upload(owner.headers, [{ name: 'secret.pdf', bytes: PDF() }])).json()
      .data;
    const asOther = [
      await vault.versions(other.headers, doc.id),
      await vault.download(other.headers, doc.id),
      await vault.patch(other.headers, doc.id, { title: 'x' }),
      await vault.remove(other.headers, doc.id),
      await vault.restore(other.headers, doc.id),
      await vault.upload(other.headers, [{ name: 'v.pdf', bytes: PDF() }], { versionOf: doc.id }),
    ];
    expect(asOther.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await vault.list(other.headers)).json().data).toEqual([]);
    // Naming the owner's company in the header is a 404 too.
    const header = { ...other.headers, 'x-company-id': owner.company.id };
    expect((await vault.list(header)).statusCode).toBe(404);
    expect((await vault.upload(header, [{ name: 'a.pdf', bytes: PDF() }])).statusCode).toBe(404);
    expect((await vault.list(owner.headers)).json().data).toHaveLength(1);
  });
});
