import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { companies } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe(`invoicing core: customers, drafts, finalising, access (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof invoicingCalls>;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const user = await formedInvoicer(t.app);
    companyId = user.company.id;
    me = invoicingCalls(() => t.app, user.headers);
  });
  afterAll(() => t.close());

  it('keeps customers: add, search by name or e-mail, change, archive', async () => {
    const ana = await me.customer('Ana Souza', 'ana@souza.example');
    await me.customer('Bruno 100%_Real', 'bruno@example.com');
    const change = await me.call('PATCH', `/invoicing/customers/${ana.id}`, {
      name: 'Ana Souza Ltda',
      email: 'billing@souza.example',
      address: { line1: 'Rua A 1', city: 'São Paulo', country: 'br' },
      taxId: '12.345.678/0001-90',
      currency: 'brl',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data).toMatchObject({
      name: 'Ana Souza Ltda',
      currency: 'BRL',
      address: { country: 'BR' },
    });
    const names = async (q: string) =>
      (
        await me.data<{ name: string }[]>('GET', `/invoicing/customers?q=${encodeURIComponent(q)}`)
      ).map((c) => c.name);
    expect(await names('souza.EX')).toEqual(['Ana Souza Ltda']);
    // Accents and case ignored (decision 0190): "são" and "sao" find the same.
    expect(await names('SÓUZA')).toEqual(['Ana Souza Ltda']);
    // % and _ are searched literally.
    expect(await names('100%_')).toEqual(['Bruno 100%_Real']);
    expect(await names('%')).toEqual(['Bruno 100%_Real']);
    const archived = await me.call('DELETE', `/invoicing/customers/${ana.id}`);
    expect(archived.json()).toMatchObject({ status: 'success' });
    expect(await names('souza')).toEqual([]);
    expect((await me.call('GET', `/invoicing/customers/${ana.id}`)).statusCode).toBe(200);
    const onArchived = await me.call('POST', '/invoices', {
      customerId: ana.id,
      lines: [{ description: 'x', quantity: 1, unitPrice: 100 }],
    });
    expect(onArchived.statusCode).toBe(400);
    expect(onArchived.json().errors[0]).toMatchObject({ field: 'customerId' });
    expect(
      (
        await me.call('PATCH', `/invoicing/customers/${ana.id}`, {
          name: 'x',
          email: 'x@example.com',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await me.call('POST', '/invoicing/customers', { name: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('error');
  });

  it('refuses customers and invoices before the company is formed (INVOICING_NOT_OPEN)', async () => {
    const early = await createSignedInUser(t.app);
    const calls = invoicingCalls(() => t.app, early.headers);
    const res = await calls.call('POST', '/invoicing/customers', {
      name: 'A',
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: [{ code: 'INVOICING_NOT_OPEN', message: expect.stringContaining('formed') }],
    });
    expect(await calls.data('GET', '/invoicing/customers')).toEqual([]);
    // An LLC formed elsewhere is open once our team verified its details (issue 33 item 4).
    await t.app.db
      .update(companies)
      .set({ businessType: 'EXISTING' })
      .where(eq(companies.id, early.company.id));
    const unverified = await calls.call('POST', '/invoicing/customers', {
      name: 'A',
      email: 'a@example.com',
    });
    expect(unverified.json().errors[0].code).toBe('INVOICING_NOT_OPEN');
    await t.app.db
      .update(companies)
      .set({ detailsVerifiedAt: new Date() })
      .where(eq(companies.id, early.company.id));
    expect(
      (await calls.call('POST', '/invoicing/customers', { name: 'A', email: 'a@example.com' }))
        .statusCode,
    ).toBe(201);
  });

  it('edits and deletes drafts only; finalising numbers, snapshots and opens it', async () => {
    const customer = await me.customer('Carla Dias', 'carla@example.com');
    const draft = await me.draft(customer.id, { issueDate: addDays(today(), -20) });
    const edited = await me.data<TInvoice>('PATCH', `/invoices/${draft.id}`, {
      customerId: customer.id,
      terms: 'net_7',
      lines: [{ description: 'Edited', quantity: 3, unitPrice: 1_000, taxRate: 10 }],
      memo: 'Thanks',
    });
    expect(edited).toMatchObject({
      total: 3_300,
      memo: 'Thanks',
      lines: [{ description: 'Edited' }],
    });
    await me.data('PUT', '/invoicing/settings', {
      prefix: 'nc',
      defaultTerms: 'net_30',
      defaultCurrency: 'USD',
      footer: 'EIN: {ein}',
      paymentInstructions: 'IBAN …',
      reminders: { beforeDue: true, onDue: true, afterDue: false },
    });
    const year = today().slice(0, 4);
    const open = await me.finalize(draft.id);
    expect(open).toMatchObject({
      status: 'open',
      shownStatus: 'open',
      number: expect.stringMatching(new RegExp(`^NC-${year}-\\d{4}$`)),
      // A back-dated draft is issued on the day it is finalised.
      issueDate: today(),
      dueDate: addDays(today(), 7),
      footer: 'EIN: 12-3456789',
      customer: { name: 'Carla Dias', email: 'carla@example.com' },
      finalizedAt: expect.any(String),
    });
    expect(open.publicUrl).toMatch(/^http:\/\/localhost:\d+\/invoice\/[\w-]{43}$/);
    expect(open.events.map((e) => e.label)).toEqual([
      'Draft created',
      'Draft edited',
      `Finalised as ${open.number}`,
    ]);
    // The customer's later change does not reach the issued invoice.
    await me.data('PATCH', `/invoicing/customers/${customer.id}`, {
      name: 'Carla Renamed',
      email: 'c@example.com',
    });
    expect((await me.data<TInvoice>('GET', `/invoices/${draft.id}`)).customer.name).toBe(
      'Carla Dias',
    );
    for (const [method, url, body] of [
      [
        'PATCH',
        `/invoices/${draft.id}`,
        { customerId: customer.id, lines: [{ description: 'x', quantity: 1, unitPrice: 1 }] },
      ],
      ['DELETE', `/invoices/${draft.id}`, undefined],
      ['POST', `/invoices/${draft.id}/finalize`, undefined],
    ] as const) {
      const res = await me.call(method, url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().errors[0].code).toBe('INVOICE_NOT_EDITABLE');
    }
    const other = await me.draft(customer.id);
    expect((await me.call('DELETE', `/invoices/${other.id}`)).statusCode).toBe(200);
    expect((await me.call('GET', `/invoices/${other.id}`)).statusCode).toBe(404);
    // Duplicate: a new draft dated today with the same lines.
    const copy = await me.data<TInvoice>('POST', `/invoices/${draft.id}/duplicate`, undefined, 201);
    expect(copy).toMatchObject({
      status: 'draft',
      number: null,
      issueDate: today(),
      total: 3_300,
      lines: [{ description: 'Edited', quantity: 3 }],
      events: [{ label: `Draft created as a copy of ${open.number}` }],
    });
  });

  it('another customer reaches none of the customers, invoices, export or settings (404)', async () => {
    const customer = await me.customer('Secret Buyer', 'secret@example.com');
    const invoice = await me.finalize((await me.draft(customer.id)).id);
    const stranger = await formedInvoicer(t.app, 'Other Co');
    const attempts: Record<string, string>[] = [
      stranger.headers,
      { ...stranger.headers, 'x-company-id': companyId },
    ];
    for (const headers of attempts) {
      const them = invoicingCalls(() => t.app, headers);
      for (const [method, url, body] of [
        ['GET', `/invoicing/customers/${customer.id}`],
        ['PATCH', `/invoicing/customers/${customer.id}`, { name: 'x', email: 'x@example.com' }],
        ['DELETE', `/invoicing/customers/${customer.id}`],
        ['GET', `/invoices/${invoice.id}`],
        ['POST', `/invoices/${invoice.id}/void`],
        ['POST', `/invoices/${invoice.id}/duplicate`],
        [
          'POST',
          `/invoices/${invoice.id}/payments`,
          { amount: 1, method: 'other', paidOn: today() },
        ],
        ['POST', `/invoices/${invoice.id}/credit-notes`, { amount: 1, reason: 'x' }],
        [
          'POST',
          '/invoices',
          { customerId: customer.id, lines: [{ description: 'x', quantity: 1, unitPrice: 1 }] },
        ],
      ] as const) {
        const res = await them.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Secret');
      }
      const list = await them.call('GET', '/invoices');
      const csv = await them.call('GET', '/invoices/export.csv');
      const settings = await them.call('GET', '/invoicing/settings');
      if (headers['x-company-id']) {
        expect([list.statusCode, csv.statusCode, settings.statusCode]).toEqual([404, 404, 404]);
      } else {
        expect(list.json().data.content).toEqual([]);
      }
      for (const res of [list, csv, settings]) expect(res.body).not.toContain('Secret');
    }
    expect((await me.data<TInvoice>('GET', `/invoices/${invoice.id}`)).status).toBe('open');
  });
});
