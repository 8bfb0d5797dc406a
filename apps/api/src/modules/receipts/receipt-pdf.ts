import { PDFDocument, rgb, type Color } from 'pdf-lib';
import { formatDate, formatMoney } from '@charterline/shared/format';
import { cardEnding } from '@charterline/shared/rules/card';
import type { TBillingAddressSnapshot, TLineItem } from '../../db/schema';
import { createPdfTextWriter } from '../../lib/pdf-fonts/pdf-text-writer';
import { printable, wrapText } from '../../lib/pdf-text';

export type TPdfReceipt = {
  kind: 'Receipt' | 'Invoice';
  /** The document's own number: CL-… on a receipt, INV-… on an invoice. */
  number: string;
  /** The receipt of the same payment (an invoice names it). */
  receiptNumber: string;
  issuedAt: Date;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
  total: number;
  lineItems: TLineItem[];
  billingAddress: TBillingAddressSnapshot | null;
  companyName: string;
  appName: string;
};

/**
 * A one-page receipt or invoice as a real PDF: number, date, items, amounts, addresses, in
 * Noto fonts for any script; names and addresses wrap inside their column.
 */
export const renderReceiptPdf = async (r: TPdfReceipt): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${r.kind} ${r.number}`);
  pdf.setProducer(r.appName);
  pdf.setCreationDate(r.issuedAt);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const writer = createPdfTextWriter(pdf);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.4, 0.45, 0.53);
  type TStyle = { size?: number; bold?: boolean; color?: Color };
  const text = (s: string, x: number, y: number, { size = 10, bold, color = ink }: TStyle = {}) =>
    writer.draw(page, printable(s), { x, y, size, bold, color });
  const right = (s: string, xRight: number, y: number, style: TStyle = {}) =>
    text(s, xRight - writer.width(printable(s), style.size ?? 10, style.bold), y, style);
  /** Draws the text wrapped to `width` from `y` down; answers the y below its last line. */
  const block = async (s: string, x: number, y: number, width: number, style: TStyle = {}) => {
    const size = style.size ?? 10;
    const lines = wrapText(s, width, (l) => writer.width(l, size, style.bold));
    for (const [i, line] of lines.entries()) await text(line, x, y - i * (size + 4), style);
    return y - lines.length * (size + 4);
  };

  await text(r.appName, 50, 780, { size: 20, bold: true, color: rgb(0.11, 0.31, 0.85) });
  await text(`${r.appName} Inc. · 1209 Orange Street · Wilmington, DE 19801 · USA`, 50, 762, {
    size: 8,
    color: muted,
  });
  await right(r.kind.toUpperCase(), 545, 780, { size: 18, bold: true });
  await right(`No. ${r.number}`, 545, 762);
  await right(`Date: ${formatDate(r.issuedAt)}`, 545, 748);
  if (r.kind === 'Invoice') await right(`Receipt No. ${r.receiptNumber}`, 545, 734);

  await text('Billed to', 50, 710, { size: 9, bold: true, color: muted });
  const a = r.billingAddress;
  const lines = a
    ? [
        a.name,
        a.line1,
        a.line2,
        [a.city, a.region, a.postalCode].filter(Boolean).join(', '),
        a.country,
      ]
    : [r.companyName, 'No billing address on file'];
  let billedY = 696;
  for (const line of lines.filter((l): l is string => Boolean(l))) {
    billedY = await block(line, 50, billedY, 280);
  }

  let y = Math.min(600, billedY - 20);
  await text('Description', 50, y, { size: 9, bold: true, color: muted });
  await right('Amount', 545, y, { size: 9, bold: true });
  page.drawLine({
    start: { x: 50, y: y - 6 },
    end: { x: 545, y: y - 6 },
    thickness: 0.5,
    color: muted,
  });
  y -= 24;
  for (const item of r.lineItems) {
    await right(formatMoney(item.amount), 545, y);
    y = (await block(item.name, 50, y, 380)) - 4;
  }
  page.drawLine({
    start: { x: 330, y: y + 6 },
    end: { x: 545, y: y + 6 },
    thickness: 0.5,
    color: muted,
  });
  y -= 10;
  await text('Total (USD)', 330, y, { size: 11, bold: true });
  await right(formatMoney(r.total), 545, y, { size: 11, bold: true });
  if (r.kind === 'Invoice') {
    y -= 16;
    await text('Amount due', 330, y, { size: 10 });
    await right(formatMoney(0), 545, y, { size: 10 });
  }
  y -= 18;
  await text(`Paid ${formatDate(r.paidAt)}`, 330, y, { size: 9, bold: true, color: muted });
  await right(r.card ? cardEnding(r.card) : 'by card', 545, y, { size: 9, color: muted });

  // The footer stands on the bottom margin: the company line grows upwards when it wraps.
  const company = wrapText(`Company: ${r.companyName}`, 495, (l) => writer.width(l, 9));
  for (const [i, line] of company.entries()) {
    await text(line, 50, 76 + (company.length - i) * 13, { size: 9, color: muted });
  }
  await text(
    `Questions? support@charterline.com · Keep this ${r.kind.toLowerCase()} for your records.`,
    50,
    76,
    { size: 8, color: muted },
  );
  return pdf.save();
};

// The PDF pool renders it off the event loop (lib/pdf-pool.ts).
declare module '../../lib/pdf-pool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface PdfRenderers {
    receipt: typeof renderReceiptPdf;
  }
}
