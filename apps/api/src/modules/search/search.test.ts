import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchHit } from '@charterline/shared/schemas/search';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
} from '../../../test/invoice-send-helpers';
import { givenMailbox, recordLetter } from '../../../test/mail-item-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { insertDocument } from '../documents/documents.repository';

const URL = '/api/client/company/v7/search';

// Issue 36: the palette finds the customer's own data, and "cafe", "societe", "lea martin"
// find "Café", "Société", "Léa Martin".
describe(`search of the company's own data (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const search = async (headers: Record<string, string>, q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.hits as TSearchHit[];
  };

  it('finds invoices, customers, letters and documents, accents and case ignored', async () => {
    const { headers, company } = await givenInvoicingCompany(t.app);
    const societe = await givenCustomer(t.app, company.id, {
      name: 'Société Générale',
      email: 'compta@societe.example',
    });
    const cafe = await givenCustomer(t.app, company.id, { name: 'Café Lumière' });
    const draft = await givenDraft(t.app, company.id, cafe.id);
    await givenMailbox(t.app, company.id);
    const letter = await recordLetter(t.app, admin, company.id, { sender: 'LÉA MARTIN' });
    expect(letter.statusCode, letter.body).toBe(200);
    await insertDocument(t.app.db, {
      companyId: company.id,
      kind: 'DOCUMENT',
      title: 'Opérating agreement',
      fileName: 'agreement.pdf',
      size: 4,
      content: Buffer.from('%PDF'),
      createdBy: 'staff',
    });

    const soc = await search(headers, 'societe');
    expect(soc.map((h) => [h.kind, h.title])).toEqual([['customer', 'Société Générale']]);
    expect(soc[0]!.url).toBe(`/dashboard/invoicing?customer=${societe.id}`);
    const cafes = await search(headers, 'CAFE');
    expect(cafes.map((h) => h.kind).sort()).toEqual(['customer', 'invoice']);
    expect(cafes.find((h) => h.kind === 'invoice')).toMatchObject({
      title: 'Draft invoice',
      url: `/dashboard/invoicing/${draft.id}`,
    });
    expect((await search(headers, 'lea martin')).map((h) => h.title)).toEqual([
      'Letter from LÉA MARTIN',
    ]);
    expect((await search(headers, 'operating')).map((h) => h.kind)).toEqual(['document']);
    // Typed with an accent, the plain spelling is found too; "%" is a letter, not a wildcard.
    expect((await search(headers, 'Généra')).length).toBe(1);
    expect(await search(headers, '%%')).toEqual([]);
  });

  it('never another company’s data; a short or missing query is a clear 400', async () => {
    const owner = await givenInvoicingCompany(t.app);
    await givenCustomer(t.app, owner.company.id, { name: 'Zephyrine Outlander' });
    const other = await givenInvoicingCompany(t.app);
    expect(await search(other.headers, 'zephyrine')).toEqual([]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${URL}?q=zephyrine&companyId=${owner.company.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const short = await t.app.inject({ method: 'GET', url: `${URL}?q=a`, headers: other.headers });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      field: 'querystring.q',
      message: 'Type at least 2 characters',
    });
  });
});
