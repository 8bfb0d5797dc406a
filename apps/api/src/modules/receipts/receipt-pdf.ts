import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDate, formatMoney } from '@charterline/shared/format';
import type { TBillingAddressSnapshot, TLineItem } from '../../db/schema';
import { printable } from '../../lib/pdf-text';

export type TPdfReceipt = {
  kind: 'Receipt' | 'Invoice';
  number: string;
  issuedAt: Date;
  total: number;
  lineItems: TLineItem[];
  billingAddress: TBillingAddressSnapshot | null;
  companyName: string;
  appName: string;
};

/** A one-page receipt or invoice as a real PDF: number, date, items, amounts, addresses. */
export const renderReceiptPdf = async (r: TPdfReceipt): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${r.kind} ${r.number}`);
  pdf.setProducer(r.appName);
  pdf.setCreationDate(r.issuedAt);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.4, 0.45, 0.53);
  const text = (s: string, x: number, y: number, size = 10, f = font, color = ink) =>
    page.drawText(printable(s), { x, y, size, font: f, color });
  const right = (s: string, xRight: number, y: number, size = 10, f = font) =>
    text(s, xRight - f.widthOfTextAtSize(printable(s), size), y, size, f);

  text(r.appName, 50, 780, 20, bold, rgb(0.11, 0.31, 0.85));
  text(
    `${r.appName} Inc. · 1209 Orange Street · Wilmington, DE 19801 · USA`,
    50,
    762,
    8,
    font,
    muted,
  );
  right(r.kind.toUpperCase(), 545, 780, 18, bold);
  right(`No. ${r.number}`, 545, 762, 10);
  right(`Date: ${formatDate(r.issuedAt)}`, 545, 748, 10);

  text('Billed to', 50, 710, 9, bold, muted);
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
  lines.filter((l): l is string => Boolean(l)).forEach((l, i) => text(l, 50, 696 - i * 14, 10));

  let y = 600;
  text('Description', 50, y, 9, bold, muted);
  right('Amount', 545, y, 9, bold);
  page.drawLine({
    start: { x: 50, y: y - 6 },
    end: { x: 545, y: y - 6 },
    thickness: 0.5,
    color: muted,
  });
  y -= 24;
  for (const item of r.lineItems) {
    text(item.name, 50, y);
    right(formatMoney(item.amount), 545, y);
    y -= 18;
  }
  page.drawLine({
    start: { x: 330, y: y + 6 },
    end: { x: 545, y: y + 6 },
    thickness: 0.5,
    color: muted,
  });
  y -= 10;
  text('Total (USD)', 330, y, 11, bold);
  right(formatMoney(r.total), 545, y, 11, bold);
  y -= 18;
  text(
    r.kind === 'Receipt' ? 'Paid by card' : 'Amount due: paid by card at checkout',
    330,
    y,
    9,
    font,
    muted,
  );

  text(`Company: ${r.companyName}`, 50, 90, 9, font, muted);
  text(
    `Questions? support@charterline.com · Keep this ${r.kind.toLowerCase()} for your records.`,
    50,
    76,
    8,
    font,
    muted,
  );
  return pdf.save();
};
