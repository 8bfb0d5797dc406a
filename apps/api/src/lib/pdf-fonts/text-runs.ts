import { faceFor, type TFace, type TWeight } from './font-faces';

/** A stretch of text drawn with one face; `rtl` runs are laid out right to left by fontkit. */
export type TRun = { face: TFace; text: string };

// Spaces, punctuation and symbols stay in the run they follow when its face has them, so a
// name in one script is one run (an Arabic phrase is reordered as a whole, not word by word).
const NEUTRAL = /^[\s\p{P}\p{S}]$/u;
export const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const TRAILING_NEUTRALS = /[\s\p{P}\p{S}]+$/u;
const REPLACEMENT = '?';

// The font's own glyphs, not the slice's unicode-range: the Arabic slice has a space glyph
// though its range leaves U+0020 to the Latin slice.
const covers = (face: TFace, ch: string): boolean =>
  face.load().font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);

/**
 * Splits text into runs by the face that can draw each character (a character no face has is
 * drawn as "?"). The neutral characters that end a right-to-left run are given to a run of
 * their own, so "شركة LLC" keeps its space between the two words.
 */
export const splitRuns = (text: string, weight: TWeight): TRun[] => {
  const runs: TRun[] = [];
  for (const original of text) {
    let ch = original;
    let face = faceFor(ch.codePointAt(0) ?? 0, weight);
    if (!face) {
      ch = REPLACEMENT;
      face = faceFor(REPLACEMENT.codePointAt(0) ?? 0, weight);
    }
    if (!face) continue;
    const last = runs.at(-1);
    if (last && (last.face === face || (NEUTRAL.test(ch) && covers(last.face, ch)))) {
      last.text += ch;
    } else {
      runs.push({ face, text: ch });
    }
  }
  return runs.flatMap((run) => {
    const tail = RTL.test(run.text) ? TRAILING_NEUTRALS.exec(run.text)?.[0] : undefined;
    if (!tail || tail === run.text) return [run];
    const face = faceFor(tail.codePointAt(0) ?? 0, weight) ?? run.face;
    return [
      { face: run.face, text: run.text.slice(0, -tail.length) },
      { face, text: tail },
    ];
  });
};
