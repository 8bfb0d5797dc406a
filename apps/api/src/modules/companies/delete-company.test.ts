import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE } from '@charterline/shared/rules/llc-name';
import { randomUUID } from 'node:crypto';
import {
  checkoutSessions,
  companies,
  companyDocuments,
  fileChunks,
  invoiceCustomers,
  invoices,
} from '../../db/schema';
import { jobSchedules } from '../../composition/jobs';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { deleteCompany, OPEN_CHECKOUT_BLOCKS_MS } from './delete-company';
import { sweepOrphanFiles } from './sweep-orphan-files';

const URL = '/api/client/company/v7/companies';
type THeaders = Record<string, string>;

// Issue 17: "Create New Company" asks for a name; an unpaid, empty company can be deleted.
describe(`naming and deleting a new company (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (headers: THeaders, payload?: object) =>
    t.app.inject({ method: 'POST', url: URL, headers, ...(payload ? { payload } : {}) });
  const remove = (headers: THeaders, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
  const ids = async (headers: THeaders) =>
    (await t.app.inject({ url: URL, headers })).json().data.map((c: { id: string }) => c.id);

  it('creates the company with the name given, normalised and checked like step 1', async () => {
    const { headers } = await createSignedInUser(t.app);
    const named = await create(headers, { companyName: ' Ｎｕｂｅ\u200b  Clara ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({
      companyName: 'Nube Clara',
      paymentStatus: 'NOT_PAID',
    });
    const bad = await create(headers, { companyName: 'Nube Clara LLC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { code: 'INVALID_COMPANY_NAME', field: 'companyName', message: LLC_DESIGNATION_MESSAGE },
    ]);
    expect((await create(headers, { companyName: '' })).statusCode).toBe(400);
    expect((await create(headers)).json().data.companyName).toBeNull(); // no body: as before
  });

  it('deletes an unpaid, empty company of the caller; it is gone from the list', async () => {
    const { headers, company: first } = await createSignedInUser(t.app);
    const second = (await create(headers, { companyName: 'Oops' })).json().data.id as string;
    const res = await remove(headers, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { id: second } });
    expect(await ids(headers)).toEqual([first.id]);
    expect((await remove(headers, second)).statusCode).toBe(403); // gone: not the caller's
  });

  it("refuses another customer's company (403) and a malformed id (400)", async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const theirs = (await create(b.headers)).json().data.id as string;
    const res = await remove(a.headers, theirs);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('FORBIDDEN');
    expect(await ids(b.headers)).toContain(theirs);
    expect((await remove(a.headers, 'not-a-uuid')).statusCode).toBe(400);
    expect((await remove({}, theirs)).statusCode).toBe(401);
  });

  it('keeps the last company, a paid one and one with an open or paid checkout (409)', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const only = await remove(headers, company.id);
    expect(only.statusCode).toBe(409);
    expect(only.json().errors[0]).toEqual({
      code: 'COMPANY_NOT_DELETABLE',
      message: 'This is your only company; it cannot be deleted.',
    });

    const paid = (await create(headers)).json().data.id as string;
    await t.app.db
      .update(companies)
      .set({ paymentStatus: 'PAID', companyStatus: 'MISSING_INFORMATION' })
      .where(eq(companies.id, paid));
    const refused = await remove(headers, paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toEqual({
      code: 'COMPANY_NOT_DELETABLE',
      message: 'Only an unpaid company with no orders can be deleted.',
    });

    // A state chosen and a checkout opened: a payment may still arrive for it.
    const c = checkoutCalls(t.app);
    const pending = (await create(headers)).json().data.id as string;
    const scoped = { ...headers, 'x-company-id': pending };
    expect((await c.selectState(scoped, 'WY')).statusCode).toBe(200);
    const session = await c.createSession(headers, { companyId: pending });
    expect(session.statusCode, session.body).toBe(200);
    expect((await remove(headers, pending)).statusCode).toBe(409);
    // A day later the session can no longer be paid: the company may go.
    const later = new Date(Date.now() + OPEN_CHECKOUT_BLOCKS_MS + 60_000);
    const { userId } = (
      await t.app.db.select().from(companies).where(eq(companies.id, pending))
    )[0]!;
    await expect(
      deleteCompany(
        { db: t.app.db, storage: t.app.storage },
        { userId, companyId: pending, now: later },
      ),
    ).resolves.toEqual({ id: pending });
    expect(
      await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.companyId, pending)),
    ).toEqual([]);
  });

  // Issue 33 item 5 (decision 0175).
  const chunksUnder = async (key: string) =>
    (await t.app.db.select().from(fileChunks).where(eq(fileChunks.storageKey, key))).length;
  const storedBytes = async (key: string) => {
    await t.app.db
      .insert(fileChunks)
      .values({ storageKey: key, seq: 0, data: Buffer.from('%PDF') });
  };
  const givenInvoice = async (companyId: string, status: 'draft' | 'open') => {
    const [customer] = await t.app.db
      .insert(invoiceCustomers)
      .values({ companyId, name: 'Ana Souza', email: 'ana@example.com' })
      .returning();
    await t.app.db.insert(invoices).values({
      companyId,
      customerId: customer!.id,
      status,
      number: status === 'open' ? `INV-${randomUUID().slice(0, 8)}` : null,
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      terms: 'net_30',
      lines: [],
      subtotal: 12_000,
      total: 12_000,
      balance: 12_000,
    });
  };
  const givenDocument = async (companyId: string, deleted: boolean) => {
    const key = `companies/${companyId}/${randomUUID()}`;
    await storedBytes(key);
    await t.app.db.insert(companyDocuments).values({
      companyId,
      kind: 'upload',
      title: 'Lease',
      fileName: 'lease.pdf',
      size: 4,
      storage: 'db',
      storageKey: key,
      createdBy: 'customer',
      deletedAt: deleted ? new Date() : null,
    });
    return key;
  };

  it('keeps a company with an issued invoice or a document: COMPANY_HAS_RECORDS, close it instead', async () => {
    const { headers } = await createSignedInUser(t.app);
    const issued = (await create(headers)).json().data.id as string;
    await givenInvoice(issued, 'open');
    const refused = await remove(headers, issued);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'COMPANY_HAS_RECORDS', message: expect.stringContaining('close the LLC') }],
    });
    expect(await ids(headers)).toContain(issued);

    const filed = (await create(headers)).json().data.id as string;
    const key = await givenDocument(filed, false);
    expect((await remove(headers, filed)).json().errors[0].code).toBe('COMPANY_HAS_RECORDS');
    expect(await chunksUnder(key)).toBe(1);
  });

  it('deletes one with drafts only and a deleted upload, and its stored bytes with it', async () => {
    const { headers } = await createSignedInUser(t.app);
    const drafty = (await create(headers)).json().data.id as string;
    await givenInvoice(drafty, 'draft');
    const key = await givenDocument(drafty, true);
    const res = await remove(headers, drafty);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids(headers)).not.toContain(drafty);
    expect(await chunksUnder(key)).toBe(0);
  });

  it('the files.sweep job removes stored bytes whose company is gone, never a live one’s', async () => {
    const { company } = await createSignedInUser(t.app);
    const orphan = `companies/${randomUUID()}/${randomUUID()}`;
    const orphanImport = `accounting-imports/${randomUUID()}/${randomUUID()}`;
    const live = `companies/${company.id}/${randomUUID()}`;
    for (const key of [orphan, orphanImport, live]) await storedBytes(key);
    expect(await sweepOrphanFiles(t.app.db)).toBeGreaterThanOrEqual(2);
    expect(await chunksUnder(orphan)).toBe(0);
    expect(await chunksUnder(orphanImport)).toBe(0);
    expect(await chunksUnder(live)).toBe(1);
    expect(jobSchedules(t.app.config).map((s) => s.name)).toContain('files.sweep');
  });
});
