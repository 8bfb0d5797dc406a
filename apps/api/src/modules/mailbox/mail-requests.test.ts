import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { companyDocuments, companyEvents, mailItems, outbox } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  ADDRESS,
  givenLetter,
  mailCustomer,
  mailRequestCalls,
} from '../../../test/mail-request-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { PDF } from '../../../test/vault-helpers';

type THeaders = Record<string, string>;

describe(`mail requests (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: THeaders;
  const api = mailRequestCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const complete = (id: string, fields: Record<string, string> = {}, scan?: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (scan) form.append('scan', new Blob([new Uint8Array(scan)]), 'letter.pdf');
    return t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/requests/${id}/complete`,
      headers: admin,
      payload: form,
    });
  };
  const staffCancel = (id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/v1/mail/requests/${id}/cancel`,
      headers: admin,
      payload,
    });
  const codeOf = (res: { json: () => { errors: { code: string }[] } }) =>
    res.json().errors[0]?.code;
  const folderOf = async (id: string) =>
    (await t.app.db.select().from(mailItems).where(eq(mailItems.id, id)))[0]?.folder;

  it('asks to scan a letter once, cancels it, and keeps others out', async () => {
    const { headers, company } = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, company.id);
    const asked = await api.ask(headers, letter.id, { action: 'open_scan', note: 'please' });
    expect(asked.statusCode, asked.body).toBe(200);
    const { item, checkout } = asked.json().data as { item: TMailItemDetail; checkout: null };
    expect(checkout).toBeNull();
    expect(item.folder).toBe('pending');
    expect(item.openRequest).toMatchObject({ action: 'open_scan', status: 'requested' });
    expect(item.requests).toHaveLength(1);
    expect(codeOf(await api.ask(headers, letter.id, { action: 'shred' }))).toBe(
      'MAIL_REQUEST_OPEN',
    );

    const stranger = await mailCustomer(t.app);
    const theirs = await api.ask(stranger.headers, letter.id, { action: 'shred' });
    expect(theirs.statusCode).toBe(404);
    const requestId = item.openRequest!.id;
    expect((await api.cancel(stranger.headers, letter.id, requestId)).statusCode).toBe(404);

    const cancelled = await api.cancel(headers, letter.id, requestId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ folder: 'inbox', openRequest: null });
    expect(cancelled.json().data.requests[0]).toMatchObject({ status: 'cancelled' });
    expect(codeOf(await api.cancel(headers, letter.id, requestId))).toBe(
      'MAIL_ACTION_NOT_POSSIBLE',
    );

    // Junk is a 400 with the field, never a 500.
    const junk = await api.ask(headers, letter.id, { action: 'burn' });
    expect(junk.statusCode).toBe(400);
    expect((await api.ask(headers, 'not-a-uuid', { action: 'shred' })).statusCode).toBe(400);
  });

  it('lets one of 20 concurrent requests through, the others are MAIL_REQUEST_OPEN', async () => {
    const { headers, company } = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, company.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.ask(headers, letter.id, { action: 'shred' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(codeOf(r)).toBe('MAIL_REQUEST_OPEN');
  });

  it('locked letters take only unlock, paid through checkout; mailbox not active refuses the rest', async () => {
    const { headers, company } = await mailCustomer(t.app, { active: false });
    const locked = await givenLetter(t.app, company.id, { locked: true });
    const open = await givenLetter(t.app, company.id);
    expect(codeOf(await api.ask(headers, locked.id, { action: 'shred' }))).toBe('MAIL_LOCKED');
    expect(codeOf(await api.ask(headers, open.id, { action: 'shred' }))).toBe('MAILBOX_NOT_ACTIVE');
    expect(codeOf(await api.ask(headers, open.id, { action: 'unlock' }))).toBe(
      'MAIL_ACTION_NOT_POSSIBLE',
    );
    const unlock = await api.ask(headers, locked.id, { action: 'unlock' });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const data = unlock.json().data as { item: TMailItemDetail; checkout: object };
    expect(data.item.openRequest).toMatchObject({ action: 'unlock', status: 'awaiting_payment' });
    expect(data.item.folder).toBe('action_required');
    expect(data.checkout).toEqual({
      items: ['mail-unlock'],
      metadata: { mailRequestId: data.item.openRequest!.id },
    });
  });

  it('forwards to a saved address: paid unless the plan covers it', async () => {
    const { headers, company } = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, company.id);
    const none = await api.ask(headers, letter.id, { action: 'forward' });
    expect(none.json().errors[0]).toMatchObject({
      code: 'FORWARDING_ADDRESS_REQUIRED',
      field: 'forwardingAddressId',
    });
    const stranger = await mailCustomer(t.app);
    const theirs = (await api.addAddress(stranger.headers, ADDRESS)).json().data.id as string;
    expect(
      codeOf(await api.ask(headers, letter.id, { action: 'forward', forwardingAddressId: theirs })),
    ).toBe('FORWARDING_ADDRESS_REQUIRED');
    const mine = (await api.addAddress(headers, ADDRESS)).json().data.id as string;
    const paid = await api.ask(headers, letter.id, {
      action: 'forward',
      forwardingAddressId: mine,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { item, checkout } = paid.json().data;
    expect(item.openRequest).toMatchObject({
      status: 'awaiting_payment',
      coveredByPlan: false,
      forwardTo: { name: 'Ada Obi', line1: '1 Main St', city: 'Lagos', country: 'NG' },
    });
    expect(checkout).toEqual({
      items: ['mail-forwarding-shipping'],
      metadata: { mailRequestId: item.openRequest.id },
    });

    const plan = await mailCustomer(t.app, { unlimited: true });
    const planLetter = await givenLetter(t.app, plan.company.id);
    const address = (await api.addAddress(plan.headers, ADDRESS)).json().data.id as string;
    const free = await api.ask(plan.headers, planLetter.id, {
      action: 'forward',
      forwardingAddressId: address,
    });
    expect(free.json().data.checkout).toBeNull();
    expect(free.json().data.item.openRequest).toMatchObject({
      status: 'requested',
      coveredByPlan: true,
    });
    // Staff ship it with a tracking reference; after that nothing more can be asked.
    const requestId = free.json().data.item.openRequest.id as string;
    const shipped = await complete(requestId, { tracking: 'RR123456789US' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 'completed', tracking: 'RR123456789US' });
    expect(await folderOf(planLetter.id)).toBe('done');
    expect(codeOf(await api.ask(plan.headers, planLetter.id, { action: 'hold' }))).toBe(
      'MAIL_ACTION_NOT_POSSIBLE',
    );
    expect(codeOf(await complete(requestId))).toBe('MAIL_ACTION_NOT_POSSIBLE');
  });

  it('saves, lists and deletes forwarding addresses', async () => {
    const { headers } = await mailCustomer(t.app);
    const bad = await api.addAddress(headers, { ...ADDRESS, name: ' ', country: 'Nigeria' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['name']),
    );
    const made = await api.addAddress(headers, ADDRESS);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    expect((await api.addresses(headers)).json().data).toEqual([made.json().data]);
    const stranger = await mailCustomer(t.app);
    expect((await api.removeAddress(stranger.headers, id)).statusCode).toBe(404);
    expect((await api.removeAddress(headers, id)).statusCode).toBe(200);
    expect((await api.addresses(headers)).json().data).toEqual([]);
    expect((await api.removeAddress(headers, id)).statusCode).toBe(404);
  });

  it('acts on many letters at once, skipping the ones that cannot', async () => {
    const { headers, company } = await mailCustomer(t.app);
    const a = await givenLetter(t.app, company.id, { category: 'marketing' });
    const b = await givenLetter(t.app, company.id, { category: 'marketing' });
    const locked = await givenLetter(t.app, company.id, { locked: true });
    const stranger = await mailCustomer(t.app);
    const theirs = await givenLetter(t.app, stranger.company.id);
    await api.ask(headers, b.id, { action: 'hold' });

    const shred = await api.bulk(headers, {
      action: 'shred',
      ids: [a.id, b.id, locked.id, theirs.id],
    });
    expect(shred.statusCode, shred.body).toBe(200);
    expect(shred.json().data).toEqual({
      changed: 1,
      skipped: [
        { id: b.id, reason: 'a request is already open' },
        { id: locked.id, reason: 'locked' },
        { id: theirs.id, reason: 'not found' },
      ],
    });
    expect(await folderOf(a.id)).toBe('pending');

    const archived = await api.bulk(headers, { action: 'archive', ids: [a.id, b.id, theirs.id] });
    expect(archived.json().data).toMatchObject({ changed: 2 });
    expect(await folderOf(a.id)).toBe('archived');
    await api.bulk(headers, { action: 'unarchive', ids: [a.id] });
    expect(await folderOf(a.id)).toBe('pending');
    await api.bulk(headers, { action: 'read', ids: [a.id] });
    const [read] = await t.app.db.select().from(mailItems).where(eq(mailItems.id, a.id));
    expect(read?.readAt).not.toBeNull();
    expect(await folderOf(theirs.id)).toBe('inbox');

    const tooMany = await api.bulk(headers, {
      action: 'read',
      ids: Array.from({ length: 101 }, () => a.id),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('staff list open requests oldest first, complete a scan into the vault and tell the customer', async () => {
    const { headers, company, user } = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, company.id, { sender: 'Wyoming SOS' });
    const asked = await api.ask(headers, letter.id, { action: 'open_scan' });
    const requestId = asked.json().data.item.openRequest.id as string;

    const listed = await t.app.inject({ url: '/api/ops/v1/mail/requests', headers: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as { id: string; sender: string; createdAt: string }[];
    expect(rows.find((r) => r.id === requestId)).toMatchObject({
      sender: 'Wyoming SOS',
      action: 'open_scan',
      companyId: company.id,
    });
    const times = rows.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const customerTry = await t.app.inject({ url: '/api/ops/v1/mail/requests', headers });
    expect(customerTry.statusCode).toBe(403);

    const noScan = await complete(requestId);
    expect(noScan.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'scan' });
    const done = await complete(requestId, { note: 'Two pages' }, PDF(256));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', note: 'Two pages' });
    const [item] = await t.app.db.select().from(mailItems).where(eq(mailItems.id, letter.id));
    expect(item).toMatchObject({ folder: 'done', locked: false });
    const [doc] = await t.app.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, item!.scanDocumentId!));
    expect(doc).toMatchObject({
      companyId: company.id,
      category: 'mail',
      source: 'staff',
      title: 'Letter from Wyoming SOS',
    });
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(
        and(
          eq(companyEvents.companyId, company.id),
          eq(companyEvents.kind, 'MAIL_REQUEST_COMPLETED'),
        ),
      );
    expect(events).toHaveLength(1);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const mail = mails.find((m) => m.kind === 'mail-request-done');
    expect(mail?.textBody).toContain(`/dashboard/communication?item=${letter.id}`);
    expect(codeOf(await complete(requestId, {}, PDF(64)))).toBe('MAIL_ACTION_NOT_POSSIBLE');
    expect((await complete('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Scanned now: asking for another scan is not possible.
    expect(codeOf(await api.ask(headers, letter.id, { action: 'open_scan' }))).toBe(
      'MAIL_ACTION_NOT_POSSIBLE',
    );
  });

  it('staff cancel with a reason the customer reads', async () => {
    const { headers, company, user } = await mailCustomer(t.app);
    const letter = await givenLetter(t.app, company.id);
    const asked = await api.ask(headers, letter.id, { action: 'hold' });
    const requestId = asked.json().data.item.openRequest.id as string;
    const noReason = await staffCancel(requestId, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await staffCancel(requestId, { reason: 'We cannot hold parcels this week' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect(await folderOf(letter.id)).toBe('inbox');
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const mail = mails.find((m) => m.kind === 'mail-request-cancelled');
    expect(mail?.textBody).toContain('We cannot hold parcels this week');
    expect(codeOf(await staffCancel(requestId, { reason: 'again' }))).toBe(
      'MAIL_ACTION_NOT_POSSIBLE',
    );
  });
});
