import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, type TObligation } from '@charterline/shared/schemas/compliance';
import { calendarFeeds, companyDocuments } from '../../db/schema';
import { formedCustomer, givenComplianceRules } from '../../../test/compliance-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const today = () => new Date().toISOString().slice(0, 10);

describe(`compliance: the page's calls and the customer's actions (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenComplianceRules(t.app);
  });
  afterAll(() => t.close());

  const { get, post, paidCustomer, fillAll, adminHeaders } = formationCalls(() => t);
  const obligations = async (headers: THeaders): Promise<TObligation[]> => {
    const res = await get('/compliance', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.obligations;
  };
  const act = (headers: THeaders, id: string, action: string, payload?: object) =>
    post(`/compliance/obligations/${id}/${action}`, headers, payload);
  const stateOnes = async (headers: THeaders) =>
    (await obligations(headers)).filter((o) => o.kind === 'state');

  it('shows a Wyoming LLC formed through the wizard and ops its $60 report in its anniversary month', async () => {
    const { headers, company } = await paidCustomer();
    await fillAll(headers);
    expect((await post('/status/confirm', headers)).statusCode).toBe(200);
    expect((await get('/compliance', headers)).json().data.missing).toEqual(['formationDate']);
    const admin = await adminHeaders();
    const step = (key: string, date?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/v1/companies/${company.id}/steps`,
        headers: admin,
        payload: { step: key, ...(date ? { date } : {}) },
      });
    expect((await step('DOCUMENTS_SUBMITTED')).statusCode).toBe(200);
    expect((await step('STATE_FILING_STARTED')).statusCode).toBe(200);
    const future = await step('STATE_FILING_COMPLETED', '2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toMatchObject({
      code: 'FORMATION_DATE_IN_FUTURE',
      field: 'date',
    });
    const filed = await step('STATE_FILING_COMPLETED', '2026-03-02');
    expect(filed.statusCode, filed.body).toBe(200);
    const overview = (await get('/compliance', headers)).json().data;
    expect(overview.basis).toMatchObject({
      state: 'WY',
      formationDate: '2026-03-02',
      ownership: 'multi',
      foreignOwnedTenPercent: true,
      registeredAgent: 'ours',
    });
    const report = (overview.obligations as TObligation[]).find((o) => o.period === '2027');
    expect(report).toMatchObject({
      kind: 'state',
      dueDate: '2027-03-01',
      feeCents: 6_000,
      fileForMe: { productKey: 'annual-report-filing', serviceId: null },
    });
    expect(report?.sources).toContain('W.S. 17-29-209');
    // Staff see the same list.
    const ops = await t.app.inject({
      url: `/api/ops/v1/companies/${company.id}/compliance`,
      headers: admin,
    });
    expect(ops.statusCode, ops.body).toBe(200);
    expect(ops.json().data.obligations.map((o: TObligation) => o.id)).toContain(report?.id);
    expect(
      (await t.app.inject({ url: `/api/ops/v1/companies/${company.id}/compliance`, headers }))
        .statusCode,
    ).toBe(403);
  });

  it('files one myself with a proof (on time, late), refuses bad proofs and dates, 404 for another’s', async () => {
    const { headers } = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2023-05-10',
      owners: ['US'],
    });
    const [y2024, y2025] = await stateOnes(headers);
    expect([y2024?.dueDate, y2025?.dueDate, y2024?.status]).toEqual([
      '2024-05-01',
      '2025-05-01',
      'overdue',
    ]);
    const proof = (bytes: Buffer, contentType = 'application/pdf') => ({
      fileName: 'receipt',
      contentType,
      contentBase64: bytes.toString('base64'),
    });

    const refused = async (payload: object, field: string) => {
      const res = await act(headers, y2024!.id, 'filed', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        errors: [expect.objectContaining({ field })],
      });
    };
    await refused(
      { filedOn: '2024-04-20', proof: { ...proof(PDF), contentBase64: 'not base64!' } },
      'proof',
    );
    await refused({ filedOn: '2024-04-20', proof: proof(PDF, 'image/png') }, 'proof');
    await refused(
      { filedOn: '2024-04-20', proof: proof(Buffer.from('GIF89a'), 'image/jpeg') },
      'proof',
    );
    // Just over 5 MB: the body is accepted (no 413), the proof is refused in the envelope.
    const big = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES + 1 - PDF.length)]);
    await refused({ filedOn: '2024-04-20', proof: proof(big) }, 'proof');
    await refused({ filedOn: '2999-01-01' }, 'filedOn');
    await refused({ filedOn: 'yesterday' }, 'filedOn');
    // Issue 36: a year or more before the deadline (May 1, 2024) is a slip of the year.
    const early = await act(headers, y2024!.id, 'filed', { filedOn: '2023-05-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({
      code: 'FILED_ON_TOO_EARLY',
      field: 'filedOn',
      message: 'That date is a year or more before this deadline (due 1 May 2024): check the year.',
    });

    const onTime = await act(headers, y2024!.id, 'filed', {
      filedOn: '2024-04-20',
      proof: proof(PDF),
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(onTime.json().data).toMatchObject({ status: 'filed', filedOn: '2024-04-20' });
    const late = await act(headers, y2025!.id, 'filed', {
      filedOn: today(),
      proof: proof(PNG, 'image/png'),
    });
    expect(late.json().data.status).toBe('filed_late');
    const pngId = late.json().data.proofDocumentId as string;
    const download = await get(`/documents/${pngId}/download`, headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const again = await act(headers, y2024!.id, 'filed', { filedOn: '2024-04-20' });
    expect(again.statusCode).toBe(409);
    // Undo: the proof it uploaded leaves the live documents (restorable with the deleted ones).
    expect((await act(headers, y2025!.id, 'reopen')).statusCode).toBe(200);
    const [proofRow] = await t.app.db
      .select({ deletedAt: companyDocuments.deletedAt })
      .from(companyDocuments)
      .where(eq(companyDocuments.id, pngId));
    expect(proofRow?.deletedAt).toBeInstanceOf(Date);
    const other = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2023-05-10',
      owners: ['US'],
    });
    for (const action of ['filed', 'not-applicable', 'reopen']) {
      const res = await act(other.headers, y2025!.id, action, {
        filedOn: '2025-01-01',
        reason: 'not mine',
      });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
      expect(res.json().errors[0].code).toBe('OBLIGATION_NOT_FOUND');
    }
    const wrongCompany = await get(`/compliance?companyId=${other.company.id}`, headers);
    expect(wrongCompany.statusCode).toBe(404);
  });

  it('sets one aside as not applicable, reopens it, keeps reminders and settings per company', async () => {
    const { headers, company } = await formedCustomer(t.app, {
      state: 'WY',
      formationDate: '2023-05-10',
      owners: ['US'],
    });
    const [first] = await stateOnes(headers);
    expect((await act(headers, first!.id, 'not-applicable', { reason: 'x' })).statusCode).toBe(400);
    const set = await act(headers, first!.id, 'not-applicable', {
      reason: 'Dissolved and reformed',
    });
    expect(set.json().data).toMatchObject({
      status: 'not_applicable',
      notApplicableReason: 'Dissolved and reformed',
    });
    const reopened = await act(headers, first!.id, 'reopen');
    expect(reopened.json().data).toMatchObject({ status: 'overdue', notApplicableReason: null });
    expect((await act(headers, first!.id, 'reopen')).statusCode).toBe(409);

    const prefs = { days60: false, days30: true, days7: true, days1: false, overdueWeekly: true };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/client/company/v7/compliance/reminders',
      headers,
      payload: prefs,
    });
    expect(put.json().data).toEqual(prefs);
    expect((await get('/compliance', headers)).json().data.preferences).toEqual(prefs);
    // The live feed's creation is shown; its URL (holding the token) never is.
    expect((await get('/compliance', headers)).json().data.feed).toEqual({
      url: null,
      createdAt: null,
    });
    const createdAt = new Date('2026-10-01T08:00:00Z');
    await t.app.db.insert(calendarFeeds).values([
      {
        companyId: company.id,
        tokenHash: `old-${company.id}`,
        createdAt: new Date('2026-01-01'),
        revokedAt: createdAt,
      },
      { companyId: company.id, tokenHash: `live-${company.id}`, createdAt },
    ]);
    expect((await get('/compliance', headers)).json().data.feed).toEqual({
      url: null,
      createdAt: createdAt.toISOString(),
    });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/client/company/v7/compliance/settings',
      headers,
      payload: { fiscalYearEndMonth: 13, taxClassification: 'default' },
    });
    expect(settings.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/client/company/v7/compliance/settings',
      headers,
      payload: { fiscalYearEndMonth: 3, taxClassification: 'c_corporation' },
    });
    expect(ok.json().data.basis).toMatchObject({
      fiscalYearEndMonth: 3,
      taxClassification: 'c_corporation',
    });
  });
});
