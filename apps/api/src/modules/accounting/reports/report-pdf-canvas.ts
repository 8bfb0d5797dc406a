import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { currencyDigits } from '@charterline/shared/rules/invoice-totals';
import { createPdfTextWriter } from '../../../lib/pdf-fonts/pdf-text-writer';
import { printable, wrapText } from '../../../lib/pdf-text';

export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.4, 0.45, 0.53);
export const ACCENT = rgb(0.11, 0.31, 0.85);
const BAND = rgb(0.95, 0.96, 0.98);

export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const BOTTOM = 60;
/** How far a category's name sits in from its section's heading. */
const INDENT = 10;

type TStyle = { size?: number; bold?: boolean; color?: Color };

/** An amount in the report's currency, without the symbol (the header names the currency). */
export const amountText = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
};

/**
 * A report page after page: Noto text for any script (company and category names), a table
 * whose rows move to a new page (its header repeated) when the page is full, and a footer
 * with the generated date and "Page n of m" on every page.
 */
export const reportCanvas = async (options: {
  title: string;
  size: [number, number];
  generatedAt: Date;
}) => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  pdf.setCreationDate(options.generatedAt);
  const writer = createPdfTextWriter(pdf);
  const [pageWidth, pageHeight] = options.size;
  const left = MARGIN;
  const right = pageWidth - MARGIN;
  const top = pageHeight - MARGIN;
  let page: PDFPage = pdf.addPage(options.size);

  const text = (s: string, x: number, y: number, { size = 9, bold, color = INK }: TStyle = {}) =>
    writer.draw(page, printable(s), { x, y, size, bold, color });
  const width = (s: string, style: TStyle = {}) =>
    writer.width(printable(s), style.size ?? 9, style.bold);
  const textRight = (s: string, xRight: number, y: number, style: TStyle = {}) =>
    text(s, xRight - width(s, style), y, style);
  /** Text in lines of at most `w` points (a long category name wraps, never cut). */
  const lines = (s: string, w: number, style: TStyle = {}) => {
    const wrapped = wrapText(s, w - 8, (l) => writer.width(l, style.size ?? 9, style.bold));
    return wrapped.length > 0 ? wrapped : [''];
  };
  const block = async (s: string, y: number, style: TStyle = {}, w = right - left) => {
    const size = style.size ?? 9;
    const lines = wrapText(s, w, (l) => writer.width(l, size, style.bold));
    for (const [i, line] of lines.entries()) await text(line, left, y - i * (size + 4), style);
    return y - lines.length * (size + 4);
  };
  const newPage = () => {
    page = pdf.addPage(options.size);
    return top;
  };
  const room = (y: number, height: number) => (y - height >= BOTTOM ? y : newPage());
  const rule = (y: number) =>
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: MUTED });
  const band = (y: number, height: number) =>
    page.drawRectangle({ x: left, y: y - 4, width: right - left, height, color: BAND });

  /**
   * A table: the first column (and any `align: 'left'`) text, the others amounts (right-aligned). `strong` rows
   * are bold on a band (section totals). Answers the y below it.
   */
  const table = async (
    y: number,
    columns: { label: string; width: number; align?: 'left' }[],
    rows: { cells: string[]; strong?: boolean; heading?: boolean; indent?: boolean }[],
  ) => {
    const head = async (at: number) => {
      let x = left;
      for (const [i, c] of columns.entries()) {
        if (i === 0 || c.align) await text(c.label, x, at, { size: 8, bold: true, color: MUTED });
        else await textRight(c.label, x + c.width, at, { size: 8, bold: true, color: MUTED });
        x += c.width;
      }
      rule(at - 5);
      return at - 17;
    };
    y = await head(y);
    const LINE = 10.5;
    for (const row of rows) {
      const style: TStyle = { size: 8.5, bold: Boolean(row.strong || row.heading) };
      // Text columns wrap: the row is as tall as its longest cell.
      const indent = row.indent ? INDENT : 0;
      const cells = columns.map((c, i) =>
        i === 0 || c.align
          ? lines(row.cells[i] ?? '', c.width - (i === 0 ? indent : 0), style)
          : [row.cells[i] ?? ''],
      );
      const extra = (Math.max(...cells.map((c) => c.length)) - 1) * LINE;
      if (y - 14 - extra < BOTTOM) y = await head(newPage());
      if (row.strong) band(y - extra, 14 + extra);
      let x = left;
      for (const [i, c] of columns.entries()) {
        const cell = cells[i] ?? [''];
        if (i === 0 || c.align) {
          const at = x + (i === 0 ? indent : 0);
          for (const [n, line] of cell.entries()) await text(line, at, y - n * LINE, style);
        } else await textRight(cell[0] ?? '', x + c.width, y, style);
        x += c.width;
      }
      y -= (row.heading ? 16 : 14) + extra;
    }
    return y;
  };

  /** Title block: the company, the report's title and its facts (period, currency). */
  const header = async (company: string, facts: string[]) => {
    let y = await block(company, top, { size: 15, bold: true, color: ACCENT });
    y = await block(options.title, y - 4, { size: 13, bold: true });
    for (const fact of facts) y = await block(fact, y - 2, { size: 9, color: MUTED });
    return y - 14;
  };

  /** Footer on every page: when it was generated and the page number. */
  const finish = async () => {
    const pages = pdf.getPages();
    for (const [i, p] of pages.entries()) {
      page = p;
      await text(`Generated ${formatDate(options.generatedAt)}`, left, 28, {
        size: 7.5,
        color: MUTED,
      });
      await textRight(`Page ${i + 1} of ${pages.length}`, right, 28, { size: 7.5, color: MUTED });
    }
    return Buffer.from(await pdf.save());
  };

  return { text, textRight, block, table, header, room, rule, finish, left, right };
};
