import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { fontkit, type TFace, type TWeight } from './font-faces';
import { splitRuns } from './text-runs';

export type TDrawOptions = { x: number; y: number; size: number; color: Color; bold?: boolean };

export type TPdfTextWriter = {
  /** Width of the text in points at this size, as `draw` sets it. */
  width: (text: string, size: number, bold?: boolean) => number;
  draw: (page: PDFPage, text: string, options: TDrawOptions) => Promise<void>;
};

const weightOf = (bold?: boolean): TWeight => (bold ? 700 : 400);

/** The glyphs of a run with fontkit's shaping (Arabic joining, marks, kerning) and order. */
const layout = (face: TFace, text: string) => {
  const { font } = face.load();
  const run = font.layout(text);
  return { run, scale: 1 / font.unitsPerEm };
};

/**
 * Draws any script into a PDF: each run of text in the Noto face that has its characters,
 * embedded as a subset, and each glyph placed where fontkit's layout puts it. pdf-lib's own
 * drawText spaces glyphs by their advance alone, which drops the positions of Arabic dots
 * and marks; here the run goes out as the glyph ids pdf-lib encodes, moved by the layout.
 */
export const createPdfTextWriter = (pdf: PDFDocument): TPdfTextWriter => {
  pdf.registerFontkit(fontkit);
  const embedded = new Map<TFace, Promise<PDFFont>>();
  const keys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
  const embed = (face: TFace) => {
    let font = embedded.get(face);
    if (!font) {
      font = pdf.embedFont(face.load().bytes, { subset: true });
      embedded.set(face, font);
    }
    return font;
  };
  const keyOn = (page: PDFPage, font: PDFFont): PDFName => {
    const onPage = keys.get(page) ?? new Map<PDFFont, PDFName>();
    keys.set(page, onPage);
    let key = onPage.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      onPage.set(font, key);
    }
    return key;
  };

  const width = (text: string, size: number, bold?: boolean) =>
    splitRuns(text, weightOf(bold)).reduce((sum, { face, text: part }) => {
      const { run, scale } = layout(face, part);
      return sum + run.positions.reduce((w, p) => w + p.xAdvance, 0) * scale * size;
    }, 0);

  const draw = async (page: PDFPage, text: string, options: TDrawOptions) => {
    let penX = options.x;
    const ops = [pushGraphicsState(), setFillingColor(options.color), beginText()];
    for (const { face, text: part } of splitRuns(text, weightOf(options.bold))) {
      const font = await embed(face);
      const { run, scale } = layout(face, part);
      // pdf-lib lays the same text out with the same font, so its glyph ids come in our order.
      const cids = font.encodeText(part).asString().match(/.{4}/g) ?? [];
      if (cids.length !== run.glyphs.length) throw new Error('glyph runs differ');
      ops.push(setFontAndSize(keyOn(page, font), options.size));
      run.positions.forEach((p, i) => {
        const x = penX + p.xOffset * scale * options.size;
        const y = options.y + p.yOffset * scale * options.size;
        ops.push(setTextMatrix(1, 0, 0, 1, x, y), showText(PDFHexString.of(cids[i] ?? '0000')));
        penX += p.xAdvance * scale * options.size;
      });
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  };

  return { width, draw };
};
