import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '@charterline/shared/rules/invoice-totals';
import { placedTexts, textLines } from '../../../../test/pdf-glyphs';
import type { TInvoiceRow } from '../record-invoice-payment';
import type { TInvoiceDocument } from './invoice-document';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';

const at = new Date('2026-03-02T10:00:00Z');

/** An invoice as stored, its totals from the shared arithmetic. */
const documentWith = (over: Partial<TInvoiceRow> = {}, extra: Partial<TInvoiceDocument> = {}) => {
  const input = [
    { description: 'Website design, phase one', quantity: 1, unitPrice: 100_000, taxRate: 0 },
    { description: 'Hosting (months)', quantity: 2.5, unitPrice: 2_000, taxRate: 8.875 },
    { description: 'Consulting', quantity: 3, unitPrice: 15_000, taxRate: 0 },
  ];
  const t = invoiceTotals(input, { type: 'percent', value: 10 });
  const lines = input.map((l, i) => ({ ...l, ...t.lines[i]! }));
  const invoice: TInvoiceRow = {
    id: '00000000-0000-4000-8000-000000000001',
    companyId: '00000000-0000-4000-8000-000000000002',
    customerId: '00000000-0000-4000-8000-000000000003',
    customerSnapshot: null,
    number: 'NC-2026-0001',
    status: 'open',
    currency: 'USD',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    terms: 'net_30',
    lines,
    discount: { type: 'percent', value: 10 },
    subtotal: t.subtotal,
    discountTotal: t.discountTotal,
    taxTotal: t.taxTotal,
    total: t.total,
    creditedTotal: 0,
    amountPaid: 0,
    balance: t.total,
    creditOwed: 0,
    refundedTotal: 0,
    creditKept: 0,
    creditApplied: 0,
    memo: 'Thank you for your business.',
    footer: 'EIN: {ein}',
    publicToken: 'tok_abcdefghijklmnopqrstuvwxyz',
    sentAt: null,
    viewedAt: null,
    finalizedAt: at,
    paidAt: null,
    voidedAt: null,
    uncollectibleAt: null,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
  const doc: TInvoiceDocument = {
    invoice,
    customer: {
      id: invoice.customerId,
      name: '王小明 Trading Co.',
      email: 'ana@example.com',
      address: { line1: '88 Nanjing Road', city: 'Shanghai', country: 'CN' },
      taxId: 'CN-12345',
    },
    seller: {
      companyId: invoice.companyId,
      legalName: 'نور الهدى Nube Clara LLC',
      address: {
        line1: '30 N Gould St',
        line2: 'Ste R',
        city: 'Sheridan',
        region: 'WY',
        postalCode: '82801',
        country: 'US',
      },
      email: 'hello@nubeclara.com',
      ein: '12-3456789',
      owner: { email: 'owner@example.com', firstName: 'Clara' },
    },
    settings: null,
    creditNotes: [],
    refunds: [],
    ...extra,
  };
  return doc;
};

const linesOf = async (bytes: Uint8Array) => textLines(await placedTexts(bytes)).join('\n');

describe('invoice PDF', () => {
  it('prints the seller, customer in any script, lines, totals, balance, memo, footer and link', async () => {
    const doc = documentWith(
      {},
      {
        settings: {
          companyId: '00000000-0000-4000-8000-000000000002',
          prefix: 'NC',
          defaultTerms: 'net_30',
          defaultCurrency: 'USD',
          footer: null,
          paymentInstructions: 'Wire to Mercury, account 123456789, routing 021000021',
          remindBeforeDue: true,
          remindOnDue: true,
          remindAfterDue: true,
          stripeAccountId: null,
          updatedAt: at,
        },
      },
    );
    const bytes = await renderInvoicePdf(doc, {
      publicUrl: 'http://localhost:3000/invoice/tok_abc',
      appName: 'Charterline',
    });
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/open.pdf`, bytes);
    const text = await linesOf(bytes);
    expect(text).toContain('Nube Clara LLC');
    expect(text).toContain('30 N Gould St');
    expect(text).toContain('EIN 12-3456789');
    expect(text).toContain('王小明 Trading Co.');
    expect(text).toContain('Tax ID CN-12345');
    expect(text).toContain('Invoice number: NC-2026-0001');
    expect(text).toContain('Due date: Apr 1, 2026');
    expect(text).toContain('Terms: Net 30');
    expect(text).toMatch(/Hosting \(months\).*|2\.5/);
    expect(text).toContain('8.875%');
    expect(text).toContain('$1,000.00');
    expect(text).toContain(`Subtotal`);
    expect(text).toContain('Discount (10%)');
    const d = doc.invoice;
    expect(text).toContain(`Total (USD)`);
    expect(text).toContain(`-$${(d.discountTotal / 100).toFixed(2)}`);
    expect(text).toContain('Balance due');
    // Issue 36 item 10: tax per rate, on what the rate is charged on, not one lump.
    expect(text).toContain('Tax 8.875% on $45.00$3.99');
    expect(text).not.toMatch(/^Tax\$/m);
    expect(text).toContain('Thank you for your business.');
    expect(text).toContain('EIN: 12-3456789');
    expect(text).toContain('How to pay');
    expect(text).toContain('Wire to Mercury, account 123456789, routing 021000021');
    expect(text).toContain('http://localhost:3000/invoice/tok_abc');
    expect(text).not.toContain('DRAFT');
    expect(text).not.toContain('PAID');
  });

  it('says DRAFT across a draft, PAID on a paid one, VOID on a void one; no link unless open', async () => {
    const draft = await renderInvoicePdf(
      documentWith({ status: 'draft', number: null, publicToken: null, finalizedAt: null }),
      { publicUrl: null, appName: 'Charterline' },
    );
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/draft.pdf`, draft);
    const draftText = await linesOf(draft);
    expect(draftText).toContain('DRAFT');
    expect(draftText).toContain('Draft (numbered when finalised)');
    const paid = documentWith({ status: 'paid', amountPaid: 1000, balance: 0 });
    paid.invoice.amountPaid = paid.invoice.total;
    const paidBytes = await renderInvoicePdf(paid, {
      publicUrl: 'http://x/invoice/t',
      appName: 'C',
    });
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/paid.pdf`, paidBytes);
    const paidText = await linesOf(paidBytes);
    expect(paidText).toContain('PAID');
    expect(paidText).toContain('Balance due$0.00');
    expect(paidText).not.toContain('http://x/invoice/t');
    expect(
      await linesOf(
        await renderInvoicePdf(documentWith({ status: 'void' }), { publicUrl: null, appName: 'C' }),
      ),
    ).toContain('VOID');
  });

  it('takes a hundred long lines over several pages', async () => {
    const doc = documentWith();
    doc.invoice.lines = Array.from({ length: 100 }, (_, i) => ({
      ...doc.invoice.lines[0]!,
      description: `Line ${i + 1}: a description long enough to wrap onto a second line inside its column`,
    }));
    const bytes = await renderInvoicePdf(doc, { publicUrl: null, appName: 'C' });
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/long.pdf`, bytes);
    const placed = await placedTexts(bytes);
    expect(new Set(placed.map((p) => p.page)).size).toBeGreaterThan(3);
    expect(textLines(placed).filter((l) => /^Line \d+:/.test(l)).length).toBe(100);
    expect(placed.every((p) => p.y >= 30)).toBe(true);
  });

  it('renders the worst invoice the limits allow, 100 lines of 500 Chinese characters, in well under a second of CPU (issue 33)', async () => {
    const common = Array.from(
      '株式会社東京都千代田区請求書明細服务费用日本語中文测试发票描述内容设计开发咨询月份网站托管年度维护合同',
    );
    const han = (seed: number) =>
      Array.from({ length: 500 }, (_, j) => common[(seed + j * 7) % common.length]).join('');
    const doc = documentWith({ memo: han(101).repeat(4), footer: han(102).repeat(4) });
    doc.invoice.lines = Array.from({ length: 100 }, (_, i) => ({
      ...doc.invoice.lines[0]!,
      description: han(i),
    }));
    const options = { publicUrl: 'http://localhost:3000/invoice/tok_abc', appName: 'C' };
    await renderInvoicePdf(doc, options); // the fonts' slices are read once per process
    const before = process.cpuUsage();
    const bytes = await renderInvoicePdf(doc, options);
    const { user, system } = process.cpuUsage(before);
    // About 0.9 s on a 2-core machine under load; it took 17 s when every character
    // re-measured the line it grew. The bound is loose so a busy machine never fails it.
    expect((user + system) / 1000).toBeLessThan(4_000);
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/chinese.pdf`, bytes);
    const text = textLines(await placedTexts(bytes)).join('');
    for (const line of doc.invoice.lines) expect(text).toContain(line.description.slice(0, 10));
  }, 60_000);

  it('prints a credit note with its number, the invoice it corrects and the amount', async () => {
    const doc = documentWith({ creditedTotal: 5000, balance: 100 });
    const bytes = await renderCreditNotePdf(
      doc,
      {
        id: '00000000-0000-4000-8000-000000000009',
        companyId: doc.invoice.companyId,
        invoiceId: doc.invoice.id,
        number: 'NC-CN-2026-0001',
        amount: 5000,
        reason: 'One design round was not delivered',
        issuedOn: '2026-03-10',
        createdAt: at,
      },
      { appName: 'Charterline' },
    );
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/credit.pdf`, bytes);
    const text = await linesOf(bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credited to');
    expect(text).toContain('Credit note number: NC-CN-2026-0001');
    expect(text).toContain('For invoice: NC-2026-0001');
    expect(text).toContain('One design round was not delivered');
    expect(text).toContain('$50.00');
    expect(text).toContain('王小明 Trading Co.');
  });

  it('prints one tax row per distinct rate, and what is owed back, refunded or kept (issue 36)', async () => {
    const input = [
      { description: 'Strategy workshop', quantity: 1, unitPrice: 100_000, taxRate: 20 },
      { description: 'Printed guides', quantity: 4, unitPrice: 2_500, taxRate: 5.5 },
      { description: 'Follow-up call', quantity: 1, unitPrice: 20_000, taxRate: 20 },
      { description: 'Travel (not taxed)', quantity: 1, unitPrice: 8_000, taxRate: 0 },
    ];
    const t = invoiceTotals(input, null);
    const total = t.total;
    const doc = documentWith({
      currency: 'EUR',
      lines: input.map((l, i) => ({ ...l, ...t.lines[i]! })),
      discount: null,
      subtotal: t.subtotal,
      discountTotal: 0,
      taxTotal: t.taxTotal,
      total,
      status: 'paid',
      amountPaid: total,
      creditedTotal: 30_000,
      balance: 0,
      refundedTotal: 10_000,
      creditKept: 5_000,
      creditOwed: 15_000,
    });
    const bytes = await renderInvoicePdf(doc, { publicUrl: null, appName: 'C' });
    if (process.env.INVOICE_PDF_DIR)
      writeFileSync(`${process.env.INVOICE_PDF_DIR}/rates.pdf`, bytes);
    const text = await linesOf(bytes);
    expect(text).toContain('Tax 20% on EUR 1,200.00EUR 240.00');
    expect(text).toContain('Tax 5.5% on EUR 100.00EUR 5.50');
    expect(text).not.toContain('Tax 0%');
    expect(text).toContain('Credited-EUR 300.00');
    expect(text).toContain('Refunded to youEUR 100.00');
    expect(text).toContain('Kept as your creditEUR 50.00');
    expect(text).toContain('Owed back to youEUR 150.00');
    // The seller's legal name and address head it, line under line (the facts sit beside).
    expect(text).toMatch(
      /Nube Clara LLCINVOICE\n30 N Gould St.*\nSte R.*\nSheridan, WY, 82801.*\nUS.*\n/,
    );
  });
});
