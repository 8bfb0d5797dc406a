import type { TAddress } from '@charterline/shared/schemas/address';
import type { TInvoiceDocument } from './invoice-document';
import { ACCENT, LEFT, MUTED, RIGHT, TOTALS_LEFT, type TCanvas } from './invoice-pdf-canvas';

// The parts an invoice and a credit note share: the header, the totals and titled paragraphs.

const addressLines = (a: TAddress | null): string[] =>
  a
    ? [
        a.line1,
        a.line2 ?? '',
        [a.city, a.region, a.postalCode].filter(Boolean).join(', '),
        a.country,
      ].filter(Boolean)
    : [];

/** The seller's block top left, the document's title and numbers top right. */
export const header = async (
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
export const totals = async (
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
export const section = async (
  c: TCanvas,
  y: number,
  title: string,
  body: string,
): Promise<number> => {
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
