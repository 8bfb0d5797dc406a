import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/** One text-showing operation of a PDF: where it starts, its size, font and text. */
export type TPlacedText = {
  page: number;
  x: number;
  y: number;
  size: number;
  font: string;
  text: string;
};

const streamText = (object: PDFObject | undefined): string =>
  object instanceof PDFRawStream
    ? Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')
    : '';

const hexPairs = (hex: string) => hex.match(/[0-9a-f]{2}/gi) ?? [];

/** A Type0 font's ToUnicode (pdf-lib writes bfchar entries: <cid> <utf-16be>). */
const toUnicodeOf = (font: PDFDict): ((hex: string) => string) => {
  const cmap = streamText(font.lookup(PDFName.of('ToUnicode')));
  if (!cmap)
    return (hex) => Buffer.from(hexPairs(hex).map((h) => parseInt(h, 16))).toString('latin1');
  const map = new Map<string, string>();
  for (const [, cid = '', utf16 = ''] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>/gi)) {
    const units = (utf16.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16));
    map.set(cid.toLowerCase(), String.fromCharCode(...units));
  }
  return (hex) =>
    (hex.toLowerCase().match(/.{4}/g) ?? []).map((cid) => map.get(cid) ?? '\ufffd').join('');
};

const contentsOf = (page: PDFPage): string => {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((r) => page.doc.context.lookup(r))
      : [contents];
  return streams.map((s) => streamText(s as PDFObject)).join('\n');
};

/**
 * The text a PDF shows, operation by operation (Tm/Td positions, Tf fonts, Tj strings), read
 * back with each font's ToUnicode map: enough to check what our generators print and where.
 */
export const placedTexts = async (bytes: Uint8Array): Promise<TPlacedText[]> => {
  const pdf = await PDFDocument.load(bytes);
  const out: TPlacedText[] = [];
  pdf.getPages().forEach((page, index) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    let font = { name: '', decode: (hex: string) => hex };
    let size = 0;
    let x = 0;
    let y = 0;
    const ops =
      /\/(\S+)\s+([\d.]+)\s+Tf|([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+Tm|([-\d.]+)\s+([-\d.]+)\s+Td|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const m of contentsOf(page).matchAll(ops)) {
      if (m[1]) {
        const dict = fonts?.lookup(PDFName.of(m[1]), PDFDict);
        const base = dict?.lookup(PDFName.of('BaseFont'));
        font = {
          name: base ? base.toString().slice(1) : m[1],
          decode: dict ? toUnicodeOf(dict) : font.decode,
        };
        size = Number(m[2]);
      } else if (m[7] !== undefined) {
        x = Number(m[7]);
        y = Number(m[8]);
      } else if (m[9] !== undefined) {
        x += Number(m[9]);
        y += Number(m[10]);
      } else if (m[11] !== undefined) {
        out.push({ page: index, x, y, size, font: font.name, text: font.decode(m[11]) });
      }
    }
  });
  return out;
};

/** The lines of a page's text, top to bottom, each read left to right (spaces kept). */
export const textLines = (placed: TPlacedText[]): string[] => {
  const rows = new Map<string, TPlacedText[]>();
  for (const p of placed) {
    const key = `${p.page}:${Math.round(p.y)}`;
    rows.set(key, [...(rows.get(key) ?? []), p]);
  }
  return [...rows.values()]
    .sort((a, b) => a[0]!.page - b[0]!.page || b[0]!.y - a[0]!.y)
    .map((row) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text)
        .join(''),
    );
};
