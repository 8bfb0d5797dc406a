import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { TBillingAddressSnapshot, TLineItem } from '../../db/schema';

export type TReceiptDocument = {
  kind: 'Receipt' | 'Invoice';
  number: string;
  issuedAt: Date;
  lineItems: TLineItem[];
  total: number;
  currency: string;
  billingAddress: TBillingAddressSnapshot | null;
  companyName: string | null;
};

const OUR_DETAILS = [
  'Charterline',
  'Company formation and compliance services',
  'billing@charterline.local',
];

const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** Standard fonts only know WinAnsi: anything else is replaced so a name never breaks a PDF. */
const safe = (text: string): string => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** A one-page A4 receipt or invoice: number, date, items, amounts, billing address, our details. */
export const renderReceiptPdf = async (doc: TReceiptDocument): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.kind} ${doc.number}`);
  pdf.setAuthor('Charterline');
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.38, 0.45);
  let y = 790;
  const line = (text: string, x: number, size = 10, f = font, color = rgb(0, 0, 0)) =>
    page.drawText(safe(text), { x, y, size, font: f, color });

  line(doc.kind.toUpperCase(), 50, 22, bold);
  OUR_DETAILS.forEach((d, i) => {
    y = 795 - i * 13;
    line(d, 360, 9, i === 0 ? bold : font, grey);
  });
  y = 740;
  line(`Number: ${doc.number}`, 50);
  y -= 15;
  line(`Date: ${doc.issuedAt.toISOString().slice(0, 10)}`, 50);
  y -= 30;
  line('Billed to', 50, 10, bold);
  const address = doc.billingAddress;
  const addressLines = address
    ? [
        address.name,
        address.line1,
        address.line2 ?? '',
        [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
        address.country,
      ].filter((l) => l.trim() !== '')
    : [doc.companyName ?? 'No billing address on file'];
  for (const l of addressLines) {
    y -= 14;
    line(l, 50);
  }
  y -= 36;
  line('Item', 50, 10, bold);
  line('Amount', 470, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  for (const item of doc.lineItems) {
    y -= 18;
    line(item.name.slice(0, 70), 50);
    line(money(item.amount, doc.currency), 470);
  }
  y -= 10;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  y -= 20;
  line('Total', 50, 11, bold);
  line(money(doc.total, doc.currency), 470, 11, bold);
  y -= 40;
  line(doc.kind === 'Receipt' ? 'Paid by card. Thank you.' : 'Paid in full.', 50, 9, font, grey);
  return pdf.save();
};

/** A Content-Disposition file name of safe characters only. */
export const pdfFileName = (kind: 'receipt' | 'invoice', number: string): string =>
  `${kind}-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
