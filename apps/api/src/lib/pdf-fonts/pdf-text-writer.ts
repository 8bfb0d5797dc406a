import {
  beginText,
  endText,
  moveText,
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
import { RTL, splitRuns } from './text-runs';

export type TDrawOptions = { x: number; y: number; size: number; color: Color; bold?: boolean };

export type TPdfTextWriter = {
  /** Width of the text in points at this size, as `draw` sets it. */
  width: (text: string, size: number, bold?: boolean) => number;
  draw: (page: PDFPage, text: string, options: TDrawOptions) => Promise<void>;
};

const weightOf = (bold?: boolean): TWeight => (bold ? 700 : 400);

/** A shaped piece of text: its glyphs' moves in font units and its whole advance. */
type TShaped = {
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  advance: number;
};

// Ideographs, kana, CJK punctuation, full-width forms and Hangul syllables need no shaping
// across characters: each is shaped on its own (with the marks that follow it), so a line of
// Chinese costs one cached look-up per character instead of a shaping of the whole line.
const CJK =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff00-\\uffef\\uac00-\\ud7a3';
const UNITS = new RegExp(`[${CJK}][\\p{M}\\ufe00-\\ufe0f]*| +|[^ ${CJK}]+`, 'gu');

/**
 * The pieces a run is shaped in: a word, a run of spaces, or one CJK character. A
 * right-to-left run stays whole (fontkit orders its words). Shaping by word keeps what
 * shaping is for (Arabic joining, Devanagari clusters, ligatures, kerning inside a word) and
 * lets the pieces be cached: a document repeats its words, and its lines are made of them.
 */
const unitsOf = (text: string): string[] => (RTL.test(text) ? [text] : (text.match(UNITS) ?? []));

// Shaped pieces by face for the process (a face is the same font in every document), emptied
// when one grows past a bound so a long-running server never hoards them.
const SHAPED_CACHE_LIMIT = 20_000;
const shapedByFace = new WeakMap<TFace, Map<string, TShaped>>();
// Widths in ems by weight and text (a wrapped word is measured once per document and again
// when the next document has it).
const widths = new Map<string, number>();

/** The map kept for `key` in `outer`, made on first use. */
const mapOf = <K extends object, V>(
  outer: Pick<WeakMap<K, Map<string, V>>, 'get' | 'set'>,
  key: K,
): Map<string, V> => {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
};

/** The piece laid out with fontkit's shaping (Arabic joining, marks, kerning) and order. */
const shape = (face: TFace, unit: string): TShaped => {
  const known = mapOf(shapedByFace, face);
  let shaped = known.get(unit);
  if (!shaped) {
    const positions = face
      .load()
      .font.layout(unit)
      .positions.map(({ xAdvance, xOffset, yOffset }) => ({ xAdvance, xOffset, yOffset }));
    shaped = { positions, advance: positions.reduce((w, p) => w + p.xAdvance, 0) };
    if (known.size >= SHAPED_CACHE_LIMIT) known.clear();
    known.set(unit, shaped);
  }
  return shaped;
};

/**
 * Width of the text in points at this size, as `draw` sets it: the sum of its pieces'
 * advances, each shaped once per face and remembered, so measuring is linear in the text.
 */
export const textWidth = (text: string, size: number, bold?: boolean): number => {
  const key = `${weightOf(bold)}:${text}`;
  let ems = widths.get(key);
  if (ems === undefined) {
    ems = 0;
    for (const { face, text: part } of splitRuns(text, weightOf(bold))) {
      let advance = 0;
      for (const unit of unitsOf(part)) advance += shape(face, unit).advance;
      ems += advance / face.load().font.unitsPerEm;
    }
    if (widths.size >= SHAPED_CACHE_LIMIT) widths.clear();
    widths.set(key, ems);
  }
  return ems * size;
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
  // A piece's glyph ids in this document's subset of the font (an id, once given, stays).
  const cidsByFont = new Map<PDFFont, Map<string, string[]>>();
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
  const cidsOf = (font: PDFFont, unit: string): string[] => {
    const known = mapOf(cidsByFont, font);
    let cids = known.get(unit);
    if (!cids) {
      // pdf-lib lays the same text out with the same font, so its glyph ids come in our order.
      cids = font.encodeText(unit).asString().match(/.{4}/g) ?? [];
      known.set(unit, cids);
    }
    return cids;
  };

  const draw = async (page: PDFPage, text: string, options: TDrawOptions) => {
    let penX = options.x;
    const ops = [pushGraphicsState(), setFillingColor(options.color), beginText()];
    // The first glyph is placed with Tm, the next ones with Td from the one before (two
    // numbers to write instead of six: a page of Chinese is thousands of glyphs).
    let at: { x: number; y: number } | null = null;
    const placeAt = (x: number, y: number) => {
      ops.push(at ? moveText(x - at.x, y - at.y) : setTextMatrix(1, 0, 0, 1, x, y));
      at = { x, y };
    };
    for (const { face, text: part } of splitRuns(text, weightOf(options.bold))) {
      const font = await embed(face);
      const scale = options.size / face.load().font.unitsPerEm;
      ops.push(setFontAndSize(keyOn(page, font), options.size));
      for (const unit of unitsOf(part)) {
        const { positions } = shape(face, unit);
        const cids = cidsOf(font, unit);
        if (cids.length !== positions.length) throw new Error('glyph runs differ');
        positions.forEach((p, i) => {
          const x = penX + p.xOffset * scale;
          const y = options.y + p.yOffset * scale;
          placeAt(x, y);
          ops.push(showText(PDFHexString.of(cids[i] ?? '0000')));
          penX += p.xAdvance * scale;
        });
      }
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  };

  return { width: textWidth, draw };
};
