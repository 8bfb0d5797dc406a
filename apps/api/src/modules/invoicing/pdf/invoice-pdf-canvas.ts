import { degrees, PDFDocument, rgb, StandardFonts, type Color, type PDFPage } from 'pdf-lib';
import { createPdfTextWriter } from '../../../lib/pdf-fonts/pdf-text-writer';
import { printable, wrapText } from '../../../lib/pdf-text';

const A4: [number, number] = [595.28, 841.89];
export const LEFT = 50;
export const RIGHT = 545;
const BOTTOM = 90;
/** Where the totals' labels start (room for "Tax 8.875% on EUR 1,000,000.00" and its amount). */
export const TOTALS_LEFT = 290;
const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.4, 0.45, 0.53);
export const ACCENT = rgb(0.11, 0.31, 0.85);

type TStyle = { size?: number; bold?: boolean; color?: Color };

/**
 * A PDF with pages that follow one another: text in Noto fonts for any script (names in
 * Chinese or Arabic print), wrapped blocks, and a new page when the current one is full.
 */
export const pdfCanvas = async (title: string, creationDate: Date) => {
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

export type TCanvas = Awaited<ReturnType<typeof pdfCanvas>>;
