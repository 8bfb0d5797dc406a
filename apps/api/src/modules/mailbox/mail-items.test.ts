import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDocuments, companyEvents, mailItems } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formationCalls } from '../../../test/formation-helpers';
import { givenMailbox, MAIL_API, PDF, PNG, recordLetter } from '../../../test/mail-item-helpers';
import { mailKindsTo } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { suiteNumberOf } from './items/read-mailbox';

type THeaders = Record<string, string>;

describe(`mail: the inbox and staff recording (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: THeaders;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    admin = await formationCalls(() => t).adminHeaders();
  });
  afterAll(() => t.close());

  const get = (headers: THeaders, path: string) =>
    t.app.inject({ url: `${MAIL_API}${path}`, headers });
  const patch = (headers: THeaders, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${MAIL_API}/items/${id}`, headers, payload });

  const customerWithMailbox = async () => {
    const customer = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({ companyName: 'Acme Widgets', companyNameType: 'LLC' })
      .where(eq(companies.id, customer.company.id));
    await givenMailbox(t.app, customer.company.id);
    return customer;
  };

  it('shows the mailbox: the address with a stable suite while active, prices always', async () => {
    const { headers, company } = await customerWithMailbox();
    const res = await get(headers, '/mailbox');
    expect(res.statusCode, res.body).toBe(200);
    const box = res.json().data;
    expect(box.active).toBe(true);
    expect(box.address).toMatchObject({
      recipient: 'Acme Widgets LLC',
      line1: t.app.config.MAIL_FACILITY_LINE1,
      line2: `Suite ${await suiteNumberOf(t.app.db, company.id)}`,
      country: 'US',
    });
    expect(String(await suiteNumberOf(t.app.db, company.id))).toMatch(/^\d{5}$/);
    // The same suite every time, and another company's is another.
    expect((await get(headers, '/mailbox')).json().data.address.line2).toBe(box.address.line2);
    const other = await customerWithMailbox();
    const theirs = (await get(other.headers, '/mailbox')).json().data.address.line2;
    expect(theirs).not.toBe(box.address.line2);
    expect(box.prices.forwarding).toBeGreaterThan(0);
    expect(box.prices.unlock).toBeGreaterThan(0);
    const without = await createSignedInUser(t.app);
    const none = (await get(without.headers, '/mailbox')).json().data;
    expect(none).toMatchObject({ active: false, address: null, unlimitedForwarding: false });
  });

  it('lists every letter not archived in the inbox; the other folders are its views', async () => {
    const { headers, company } = await customerWithMailbox();
    const urgent = await recordLetter(t.app, admin, company.id, {
      sender: 'Superior Court',
      category: 'legal',
      urgent: 'true',
    });
    const plain = await recordLetter(t.app, admin, company.id, {
      sender: 'Brightline Office Supply',
      category: 'marketing',
    });
    const ids = [urgent.json().data.id, plain.json().data.id] as string[];
    const inbox = (await get(headers, '/items')).json().data;
    expect(inbox.items.map((i: { sender: string }) => i.sender).sort()).toEqual([
      'Brightline Office Supply',
      'Superior Court',
    ]);
    expect(inbox.items.find((i: { urgent: boolean }) => i.urgent).folder).toBe('action_required');
    const action = (await get(headers, '/items?folder=action_required')).json().data;
    expect(action.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    await patch(headers, ids[1]!, { archived: true });
    const after = (await get(headers, '/items')).json().data;
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(after.folders).toContainEqual({ folder: 'inbox', total: 1, unread: 1 });
    expect(after.folders).toContainEqual({ folder: 'action_required', total: 1, unread: 1 });
  });

  it('records a letter end to end: envelope and scan, event, e-mail, inbox, envelope bytes', async () => {
    const { headers, company, user } = await customerWithMailbox();
    const res = await recordLetter(
      t.app,
      admin,
      company.id,
      { sender: 'Wyoming Secretary of State', category: 'state', pages: '2' },
      { scan: PDF(256) },
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      sender: 'Wyoming Secretary of State',
      category: 'state',
      pages: 2,
      urgent: false,
      locked: false,
      folder: 'inbox',
      hasEnvelope: true,
      openedAt: null,
      requests: [],
    });
    const [doc] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, item.scanDocumentId));
    expect(doc).toMatchObject({
      kind: 'MAIL_SCAN',
      category: 'mail',
      source: 'staff',
      title: 'Letter from Wyoming Secretary of State',
    });
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.find((e) => e.kind === 'MAIL_RECEIVED')?.data).toMatchObject({
      sender: 'Wyoming Secretary of State',
      itemId: item.id,
      urgent: false,
    });
    expect(await mailKindsTo(t.app.db, user.email)).toContain('mail-received');

    const listed = (await get(headers, '/items')).json().data;
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect(listed.folders.find((f: { folder: string }) => f.folder === 'inbox')).toEqual({
      folder: 'inbox',
      total: 1,
      unread: 1,
    });
    const envelope = await get(headers, `/items/${item.id}/envelope`);
    expect(envelope.statusCode).toBe(200);
    expect(envelope.headers['content-type']).toBe('image/png');
    expect(envelope.headers['x-content-type-options']).toBe('nosniff');
    expect(envelope.headers['content-disposition']).toMatch(/^inline/);
    expect(envelope.rawPayload.equals(PNG(128))).toBe(true);
  });

  it('an urgent letter is not e-mailed as new mail and waits in action required', async () => {
    const { company, user } = await customerWithMailbox();
    const res = await recordLetter(t.app, admin, company.id, { urgent: 'true', category: 'legal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ urgent: true, folder: 'action_required' });
    expect(await mailKindsTo(t.app.db, user.email)).not.toContain('mail-received');
  });

  it('a letter for a company without an active mailbox is locked: no scan, MAIL_LOCKED', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const res = await recordLetter(t.app, admin, company.id, {}, { scan: PDF(128) });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ locked: true, scanDocumentId: null, folder: 'action_required' });
    const docs = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, company.id));
    expect(docs).toEqual([]);
    const scan = await get(headers, `/items/${item.id}/scan`);
    expect(scan.statusCode).toBe(409);
    expect(scan.json().code ?? scan.json().errors?.[0]?.code).toBe('MAIL_LOCKED');
    expect((await get(headers, `/items/${item.id}/envelope`)).statusCode).toBe(200);
  });

  it('refuses bad recordings with a field, keeps nothing', async () => {
    const { company } = await customerWithMailbox();
    const cases: [
      Parameters<typeof recordLetter>[3],
      Parameters<typeof recordLetter>[4],
      string,
    ][] = [
      [{ sender: '' }, {}, 'sender'],
      [{ category: 'junk' }, {}, 'category'],
      [{ receivedOn: '2026-13-40' }, {}, 'receivedOn'],
      [{ pages: '-3' }, {}, 'pages'],
      [{}, { envelope: PDF(64) }, 'envelope'],
      [{}, { envelope: null, scan: PDF(64) }, 'envelope'],
      [{}, { scan: PNG(64) }, 'scan'],
    ];
    for (const [fields, files, field] of cases) {
      const res = await recordLetter(t.app, admin, company.id, fields, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const rows = await t.app.db.select().from(mailItems).where(eq(mailItems.companyId, company.id));
    expect(rows).toEqual([]);
    const unknown = await recordLetter(t.app, admin, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    const customer = await createSignedInUser(t.app);
    const notAdmin = await recordLetter(t.app, customer.headers, company.id);
    expect(notAdmin.statusCode).toBe(403);
  });

  it('lists folders, searches the sender literally, filters unread, pages newest first', async () => {
    const { headers, company } = await customerWithMailbox();
    const ids: string[] = [];
    for (const sender of ['Bank of Nowhere', '100% Marketing', 'Bank_Two', 'Société IRS']) {
      const res = await recordLetter(t.app, admin, company.id, { sender, category: 'other' });
      ids.push(res.json().data.id);
    }
    const page1 = (await get(headers, '/items?pageSize=3')).json().data;
    expect(page1.total).toBe(4);
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(1).reverse());
    const page2 = (await get(headers, '/items?pageSize=3&page=2')).json().data;
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    const percent = (await get(headers, `/items?q=${encodeURIComponent('%')}`)).json().data;
    expect(percent.items.map((i: { sender: string }) => i.sender)).toEqual(['100% Marketing']);
    const underscore = (await get(headers, '/items?q=k_')).json().data;
    expect(underscore.items.map((i: { sender: string }) => i.sender)).toEqual(['Bank_Two']);
    const bank = (await get(headers, '/items?q=bank')).json().data;
    expect(bank.total).toBe(2);
    // Accents and case ignored (issue 36).
    const societe = (await get(headers, '/items?q=SOCIETE')).json().data;
    expect(societe.items.map((i: { sender: string }) => i.sender)).toEqual(['Société IRS']);

    expect((await patch(headers, ids[0]!, { read: true })).json().data.readAt).not.toBeNull();
    const unread = (await get(headers, '/items?unread=true')).json().data;
    expect(unread.total).toBe(3);
    const read = (await get(headers, '/items?unread=false')).json().data;
    expect(read.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);

    const archived = (await patch(headers, ids[1]!, { archived: true })).json().data;
    expect(archived.folder).toBe('archived');
    const counts = (await get(headers, '/items')).json().data.folders;
    expect(counts).toContainEqual({ folder: 'inbox', total: 3, unread: 2 });
    expect(counts).toContainEqual({ folder: 'archived', total: 1, unread: 1 });
    expect((await get(headers, '/items?folder=archived')).json().data.total).toBe(1);
    const back = (await patch(headers, ids[1]!, { archived: false, read: false })).json().data;
    expect(back).toMatchObject({ folder: 'inbox', readAt: null });
    const unreadAgain = (await patch(headers, ids[0]!, { read: false })).json().data;
    expect(unreadAgain.readAt).toBeNull();
  });

  it('the first scan fetch opens the letter once; download=true attaches it', async () => {
    const { headers, company } = await customerWithMailbox();
    const res = await recordLetter(t.app, admin, company.id, { urgent: 'true' }, {});
    const id = res.json().data.id as string;
    expect((await get(headers, `/items/${id}/scan`)).statusCode).toBe(404);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/items/${id}/scan`,
      headers: admin,
      payload: (() => {
        const form = new FormData();
        form.append('scan', new Blob([new Uint8Array(PDF(300))]), 'letter.pdf');
        return form;
      })(),
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().data.scanDocumentId).not.toBeNull();
    const first = await get(headers, `/items/${id}/scan`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^inline/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.equals(PDF(300))).toBe(true);
    const opened = (await get(headers, `/items/${id}`)).json().data;
    expect(opened.openedAt).not.toBeNull();
    expect(opened.readAt).not.toBeNull();
    expect(opened.folder).toBe('inbox');
    const download = await get(headers, `/items/${id}/scan?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(headers, `/items/${id}`)).json().data.openedAt).toBe(opened.openedAt);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/items/${id}/scan`,
      headers: admin,
      payload: (() => {
        const form = new FormData();
        form.append('scan', new Blob([new Uint8Array(PDF(64))]), 'letter.pdf');
        return form;
      })(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('another customer gets 404 on every route and never the bytes', async () => {
    const owner = await customerWithMailbox();
    const res = await recordLetter(t.app, admin, owner.company.id, {}, { scan: PDF(128) });
    const id = res.json().data.id as string;
    const other = await customerWithMailbox();
    for (const path of [`/items/${id}`, `/items/${id}/envelope`, `/items/${id}/scan`]) {
      const r = await get(other.headers, path);
      expect(r.statusCode, path).toBe(404);
      expect(r.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect((await patch(other.headers, id, { read: true })).statusCode).toBe(404);
    const named = await get(other.headers, `/items?companyId=${owner.company.id}`);
    expect(named.statusCode).toBe(404);
    const mailbox = await get(other.headers, `/mailbox?companyId=${owner.company.id}`);
    expect(mailbox.statusCode).toBe(404);
    const row = (await t.app.db.select().from(mailItems).where(eq(mailItems.id, id)))[0];
    expect(row?.readAt).toBeNull();
  });

  it('junk input is a 400, never a 500', async () => {
    const { headers } = await customerWithMailbox();
    for (const path of [
      '/items/not-a-uuid',
      '/items?folder=spam',
      '/items?page=0',
      '/items?pageSize=1000',
      '/items?unread=maybe',
      `/items?q=${'x'.repeat(200)}`,
      '/items/not-a-uuid/scan',
    ]) {
      expect((await get(headers, path)).statusCode, path).toBe(400);
    }
    const id = crypto.randomUUID();
    expect((await patch(headers, id, {})).statusCode).toBe(400);
    expect((await patch(headers, id, { read: 'yes' })).statusCode).toBe(400);
    expect((await patch(headers, id, { read: true })).statusCode).toBe(404);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/companies/${id}/mail`,
      headers: admin,
      payload: { sender: 'x' },
    });
    expect(notMultipart.statusCode).toBeLessThan(500);
  });
});
