import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { finalizeInvoiceIn } from './finalize-invoice';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';
import { defaultPrefix, formatNumber } from './numbering';

const year = () => new Date().toISOString().slice(0, 4);

describe(`invoice numbering without gaps (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('prefixes from the name: initials of letters, up to 4, else INV', () => {
    expect(defaultPrefix('Nube Clara')).toBe('NC');
    expect(defaultPrefix('  acme   global trading & co  partners ')).toBe('AGTC');
    expect(defaultPrefix('北京 科技')).toBe('INV');
    expect(defaultPrefix('3D Printing Works')).toBe('PW');
    expect(defaultPrefix(null)).toBe('INV');
    expect(formatNumber('NC', 'invoice', 2026, 7)).toBe('NC-2026-0007');
    expect(formatNumber('NC', 'credit_note', 2026, 12)).toBe('NC-CN-2026-0012');
  });

  it('50 concurrent finalisations of 50 drafts take 0001…0050, none twice, none skipped', async () => {
    const user = await formedInvoicer(t.app);
    const me = invoicingCalls(() => t.app, user.headers);
    const customer = await me.customer();
    const drafts: TInvoice[] = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await me.draft(customer.id));
    const answers = await Promise.all(
      drafts.map((d) => me.call('POST', `/invoices/${d.id}/finalize`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((r) => (r.json().data as TInvoice).number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `NC-${year()}-${String(i + 1).padStart(4, '0')}`),
    );
    // Finalising the same drafts again, all at once: each is refused, no number is taken.
    const again = await Promise.all(
      drafts.slice(0, 10).map((d) => me.call('POST', `/invoices/${d.id}/finalize`)),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    const next = await me.finalize((await me.draft(customer.id)).id);
    expect(next.number).toBe(`NC-${year()}-0051`);
  });

  it('a finalisation that fails after taking its number gives the number back', async () => {
    const user = await formedInvoicer(t.app, 'Rollback Test');
    const me = invoicingCalls(() => t.app, user.headers);
    const customer = await me.customer();
    const first = await me.finalize((await me.draft(customer.id)).id);
    expect(first.number).toBe(`RT-${year()}-0001`);
    const failing = await me.draft(customer.id);
    // As when sending fails after the number was taken: the caller's transaction rolls back.
    const taken: string[] = [];
    await expect(
      t.app.db.transaction(async (tx) => {
        const row = await finalizeInvoiceIn(tx, {
          companyId: user.company.id,
          invoiceId: failing.id,
          actor: 'customer',
          now: new Date(),
        });
        taken.push(row.number ?? '');
        throw new Error('the e-mail could not be queued');
      }),
    ).rejects.toThrow('the e-mail could not be queued');
    expect(taken).toEqual([`RT-${year()}-0002`]);
    expect((await me.data<TInvoice>('GET', `/invoices/${failing.id}`)).status).toBe('draft');
    const second = await me.finalize((await me.draft(customer.id)).id);
    expect(second.number).toBe(`RT-${year()}-0002`);
    const third = await me.finalize(failing.id);
    expect(third.number).toBe(`RT-${year()}-0003`);
  });

  it('numbers each company on its own and follows a changed prefix', async () => {
    const a = invoicingCalls(() => t.app, (await formedInvoicer(t.app, 'Alpha Beta')).headers);
    const b = invoicingCalls(() => t.app, (await formedInvoicer(t.app, 'Alpha Beta')).headers);
    const [ca, cb] = [await a.customer(), await b.customer()];
    expect((await a.finalize((await a.draft(ca.id)).id)).number).toBe(`AB-${year()}-0001`);
    expect((await b.finalize((await b.draft(cb.id)).id)).number).toBe(`AB-${year()}-0001`);
    const settings = await a.data<Record<string, unknown>>('GET', '/invoicing/settings');
    await a.data('PUT', '/invoicing/settings', {
      prefix: 'ALPHA-US',
      defaultTerms: settings.defaultTerms,
      defaultCurrency: 'USD',
      footer: null,
      paymentInstructions: null,
      reminders: settings.reminders,
    });
    expect((await a.finalize((await a.draft(ca.id)).id)).number).toBe(`ALPHA-US-${year()}-0002`);
  });

  it('numbers by the year of the issue date', async () => {
    const me = invoicingCalls(() => t.app, (await formedInvoicer(t.app, 'Future Years')).headers);
    const customer = await me.customer();
    const next = `${Number(year()) + 1}-01-01`;
    const later = await me.finalize((await me.draft(customer.id, { issueDate: next })).id);
    expect(later).toMatchObject({ number: `FY-${Number(year()) + 1}-0001`, issueDate: next });
    const now = await me.finalize((await me.draft(customer.id)).id);
    expect(now.number).toBe(`FY-${year()}-0001`);
  });
});
