import { rgb, StandardFonts } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { formatMinor, taxByRate, taxRateText } from '@charterline/shared/rules/invoice-totals';
import { PAYMENT_TERMS_LABELS } from '@charterline/shared/schemas/invoicing';
import { footerOf, type TCreditNoteRow, type TInvoiceDocument } from './invoice-document';
import { header, section, totals } from './invoice-pdf-blocks';
import { LEFT, MUTED, pdfCanvas, RIGHT, TOTALS_LEFT } from './invoice-pdf-canvas';

/** Quantity as typed: up to four decimals, no trailing zeros. */
const quantityText = (q: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(q);

const rateText = taxRateText;

/**
 * An invoice as a real PDF: the LLC (legal name, address, EIN), the customer, number, dates,
 * terms, lines (description, quantity, unit price, tax rate, amount), subtotal, discount,
 * tax, total, credited, paid, balance due, memo, footer, payment instructions and the public
 * link; DRAFT across a draft, PAID or VOID stamped on those.
 */
export const renderInvoicePdf = async (
  doc: TInvoiceDocument,
  options: { publicUrl: string | null; appName: string },
): Promise<Uint8Array> => {
  const { invoice } = doc;
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const c = await pdfCanvas(
    `Invoice ${invoice.number ?? '(draft)'}`,
    invoice.finalizedAt ?? invoice.createdAt,
  );
  c.pdf.setProducer(options.appName);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number ?? 'Draft (numbered when finalised)'],
    ['Issue date', formatDate(invoice.issueDate)],
    ['Due date', invoice.dueDate ? formatDate(invoice.dueDate) : 'On receipt'],
    ['Terms', PAYMENT_TERMS_LABELS[invoice.terms]],
  ];
  if (invoice.currency !== 'USD') facts.push(['Currency', invoice.currency]);
  let y = await header(c, doc, 'INVOICE', facts);

  const cols = { qty: 340, price: 415, tax: 465, amount: RIGHT };
  const head = async () => {
    await c.text('Description', LEFT, y, { size: 9, bold: true, color: MUTED });
    await c.right('Qty', cols.qty, y, { size: 9, bold: true, color: MUTED });
    await c.right('Unit price', cols.price, y, { size: 9, bold: true, color: MUTED });
    await c.right('Tax', cols.tax, y, { size: 9, bold: true, color: MUTED });
    await c.right('Amount', cols.amount, y, { size: 9, bold: true, color: MUTED });
    c.rule(y - 6);
    y -= 22;
  };
  await head();
  for (const line of invoice.lines) {
    const wrapped = c.lines(line.description, 250);
    const before = y;
    y = c.room(y, wrapped.length * 14 + 6);
    if (y > before) await head();
    await c.right(quantityText(line.quantity), cols.qty, y);
    await c.right(money(line.unitPrice), cols.price, y);
    await c.right(line.taxRate ? rateText(line.taxRate) : '—', cols.tax, y);
    await c.right(money(line.amount), cols.amount, y);
    y = (await c.block(wrapped, LEFT, y, 250)) - 6;
  }
  c.rule(y + 4, TOTALS_LEFT);
  y -= 12;
  const rows: [string, string, boolean?][] = [['Subtotal', money(invoice.subtotal)]];
  if (invoice.discountTotal > 0) {
    const d = invoice.discount;
    rows.push([
      d?.type === 'percent' ? `Discount (${rateText(d.value)})` : 'Discount',
      `-${money(invoice.discountTotal)}`,
    ]);
  }
  // Tax per rate (issue 36 item 10): "Tax 20% on EUR 1,000.00", one row per distinct rate.
  const rates = taxByRate(invoice.lines);
  if (rates.length === 0) rows.push(['Tax', money(invoice.taxTotal)]);
  for (const r of rates) rows.push([`Tax ${rateText(r.rate)} on ${money(r.base)}`, money(r.tax)]);
  rows.push([`Total (${invoice.currency})`, money(invoice.total), true]);
  if (invoice.creditedTotal > 0) rows.push(['Credited', `-${money(invoice.creditedTotal)}`]);
  if (invoice.amountPaid > 0) rows.push(['Paid', `-${money(invoice.amountPaid)}`]);
  if (invoice.creditApplied > 0) rows.push(['Credit applied', `-${money(invoice.creditApplied)}`]);
  rows.push(['Balance due', money(invoice.balance), true]);
  // Issue 36 item 4: what the customer paid beyond what they now owe, and what became of it.
  if (invoice.refundedTotal > 0) rows.push(['Refunded to you', money(invoice.refundedTotal)]);
  if (invoice.creditKept > 0) rows.push(['Kept as your credit', money(invoice.creditKept)]);
  if (invoice.creditOwed > 0) rows.push(['Owed back to you', money(invoice.creditOwed), true]);
  y = (await totals(c, y, rows)) - 10;

  if (invoice.memo) y = await section(c, y, 'Memo', invoice.memo);
  const instructions = doc.settings?.paymentInstructions;
  if (instructions && invoice.balance > 0 && invoice.status !== 'void') {
    y = await section(c, y, 'How to pay', instructions);
  }
  if (options.publicUrl && invoice.status === 'open') {
    y = await section(c, y, 'View and pay online', options.publicUrl);
  }
  const footer = footerOf(doc);
  if (footer) y = await section(c, y, 'Notes', footer);

  const pages = c.pages();
  if (pages.length > 1) {
    const font = await c.pdf.embedFont(StandardFonts.Helvetica);
    for (const [i, page] of pages.entries()) {
      const label = `Page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: RIGHT - font.widthOfTextAtSize(label, 8),
        y: 40,
        size: 8,
        color: MUTED,
        font,
      });
    }
  }
  if (invoice.status === 'draft') c.stamp('DRAFT', MUTED);
  if (invoice.status === 'paid') c.stamp('PAID', rgb(0.05, 0.55, 0.25));
  if (invoice.status === 'void') c.stamp('VOID', rgb(0.75, 0.1, 0.1));
  return c.pdf.save();
};

/** A credit note: its own number, the invoice it corrects, the amount and why. */
export const renderCreditNotePdf = async (
  doc: TInvoiceDocument,
  note: TCreditNoteRow,
  options: { appName: string },
): Promise<Uint8Array> => {
  const { invoice } = doc;
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const c = await pdfCanvas(`Credit note ${note.number}`, note.createdAt);
  c.pdf.setProducer(options.appName);
  let y = await header(
    c,
    doc,
    'CREDIT NOTE',
    [
      ['Credit note number', note.number],
      ['Issue date', formatDate(note.issuedOn)],
      ['For invoice', invoice.number ?? '—'],
      ['Invoice date', formatDate(invoice.issueDate)],
    ],
    'Credited to',
  );
  y = await section(c, y, 'Reason', note.reason);
  c.rule(y + 4, TOTALS_LEFT);
  y -= 12;
  y = await totals(c, y, [
    ['Invoice total', money(invoice.total)],
    [`Credited (${invoice.currency})`, money(note.amount), true],
    ['Invoice balance now', money(invoice.balance)],
    ...(invoice.creditOwed > 0
      ? ([['Owed back to you', money(invoice.creditOwed)]] as [string, string][])
      : []),
  ]);
  const footer = footerOf(doc);
  if (footer) await section(c, y - 10, 'Notes', footer);
  return c.pdf.save();
};

// The PDF pool renders it off the event loop (lib/pdf-pool.ts).
declare module '../../../lib/pdf-pool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface PdfRenderers {
    invoice: typeof renderInvoicePdf;
    creditNote: typeof renderCreditNotePdf;
  }
}
