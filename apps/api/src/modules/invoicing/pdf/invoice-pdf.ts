import { degrees, PDFDocument, rgb, StandardFonts, type Color, type PDFPage } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { formatMinor, taxByRate, taxRateText } from '@charterline/shared/rules/invoice-totals';
import type { TAddress } from '@charterline/shared/schemas/address';
import { PAYMENT_TERMS_LABELS } from '@charterline/shared/schemas/invoicing';
import { createPdfTextWriter } from '../../../lib/pdf-fonts/pdf-text-writer';
import { printable, wrapText } from '../../../lib/pdf-text';
import { footerOf, type TCreditNoteRow, type TInvoiceDocument } from './invoice-document';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 90;
/** Where the totals' labels start (room for "Tax 8.875% on EUR 1,000,000.00" and its amount). */
const TOTALS_LEFT = 290;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.4, 0.45, 0.53);
const ACCENT = rgb(0.11, 0.31, 0.85);

type TStyle = { size?: number; bold?: boolean; color?: Color };

const addressLines = (a: TAddress | null): string[] =>
  a
    ? [
        a.line1,
        a.line2 ?? '',
        [a.city, a.region, a.postalCode].filter(Boolean).join(', '),
        a.country,
      ].filter(Boolean)
    : [];

/** Quantity as typed: up to four decimals, no trailing zeros. */
const quantityText = (q: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(q);

const rateText = taxRateText;

/**
 * A PDF with pages that follow one another: text in Noto fonts for any script (names in
 * Chinese or Arabic print), wrapped blocks, and a new page when the current one is full.
 */
const pdfCanvas = async (title: string, creationDate: Date) => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(creationDate);
  const writer = createPdfTextWriter(pdf);
  const stampFont = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  const pages = [page];
  const text = (s: string, x: number, y: number, { size = 10, bold, color = INK }: TStyle = {}) =>
    writer.draw(page, printable(s), { x, y, size, bold, color });
  const width = (s: string, style: TStyle = {}) =>
    writer.width(printable(s), style.size ?? 10, style.bold);
  const right = (s: string, xRight: number, y: number, style: TStyle = {}) =>
    text(s, xRight - width(s, style), y, style);
  const lines = (s: string, w: number, style: TStyle = {}) =>
    wrapText(s, w, (l) => writer.width(l, style.size ?? 10, style.bold));
  /** Draws wrapped text (or lines wrapped already) from `y` down; answers the y below it. */
  const block = async (
    s: string | string[],
    x: number,
    y: number,
    w: number,
    style: TStyle = {},
  ) => {
    const size = style.size ?? 10;
    const wrapped = typeof s === 'string' ? lines(s, w, style) : s;
    for (const [i, line] of wrapped.entries()) await text(line, x, y - i * (size + 4), style);
    return y - wrapped.length * (size + 4);
  };
  const rule = (y: number, from = LEFT, to = RIGHT) =>
    page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: MUTED });
  /** Room for `height` below y, else a new page (answers the y to go on from). */
  const room = (y: number, height: number): number => {
    if (y - height >= BOTTOM) return y;
    page = pdf.addPage(A4);
    pages.push(page);
    return 790;
  };
  /** A large diagonal word across every page (DRAFT, PAID, VOID). */
  const stamp = (word: string, color: Color) => {
    for (const p of pages) {
      const size = 96;
      const w = stampFont.widthOfTextAtSize(word, size);
      p.drawText(word, {
        x: 297 - (w / 2) * Math.SQRT1_2,
        y: 420 - (w / 2) * Math.SQRT1_2,
        size,
        font: stampFont,
        color,
        opacity: 0.18,
        rotate: degrees(45),
      });
    }
  };
  return { pdf, text, right, block, lines, rule, room, stamp, pages: () => pages };
};

type TCanvas = Awaited<ReturnType<typeof pdfCanvas>>;

/** The seller's block top left, the document's title and numbers top right. */
const header = async (
  c: TCanvas,
  doc: TInvoiceDocument,
  title: string,
  facts: [string, string][],
  partyLabel = 'Bill to',
): Promise<number> => {
  let y = await c.block(doc.seller.legalName, LEFT, 780, 300, {
    size: 16,
    bold: true,
    color: ACCENT,
  });
  for (const line of [...addressLines(doc.seller.address), doc.seller.email ?? ''].filter(
    Boolean,
  )) {
    y = await c.block(line, LEFT, y, 300, { size: 9, color: MUTED });
  }
  if (doc.seller.ein)
    y = await c.block(`EIN ${doc.seller.ein}`, LEFT, y, 300, { size: 9, color: MUTED });
  await c.right(title, RIGHT, 780, { size: 18, bold: true });
  let factsY = 760;
  for (const [label, value] of facts) {
    await c.right(`${label}: ${value}`, RIGHT, factsY, { size: 9 });
    factsY -= 13;
  }
  y = Math.min(y, factsY) - 18;
  await c.text(partyLabel, LEFT, y, { size: 9, bold: true, color: MUTED });
  y -= 14;
  const customer = doc.customer;
  for (const line of [
    customer.name,
    customer.email,
    ...addressLines(customer.address),
    customer.taxId ? `Tax ID ${customer.taxId}` : '',
  ].filter(Boolean)) {
    y = await c.block(line, LEFT, y, 300, {
      size: customer.name === line ? 11 : 9,
      bold: customer.name === line,
    });
  }
  return y - 16;
};

/** Label and amount rows, right-aligned under the lines. */
const totals = async (
  c: TCanvas,
  y: number,
  rows: [string, string, boolean?][],
): Promise<number> => {
  for (const [label, amount, strong] of rows) {
    y = c.room(y, 16);
    const style = { size: strong ? 11 : 10, bold: Boolean(strong) };
    await c.text(label, TOTALS_LEFT, y, style);
    await c.right(amount, RIGHT, y, style);
    y -= strong ? 18 : 15;
  }
  return y;
};

/** A titled paragraph (memo, payment instructions, link); answers the y below it. */
const section = async (c: TCanvas, y: number, title: string, body: string): Promise<number> => {
  const paragraphs = body.split(/\r?\n/).filter((p) => p.trim());
  y = c.room(y, 30);
  await c.text(title, LEFT, y, { size: 9, bold: true, color: MUTED });
  y -= 14;
  for (const p of paragraphs) {
    y = c.room(y, 14);
    y = await c.block(p, LEFT, y, RIGHT - LEFT, { size: 9 });
  }
  return y - 10;
};

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
