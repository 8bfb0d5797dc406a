import { normaliseName } from '@charterline/shared/rules/name-text';

/**
 * Text as it is printed: a control character (a line break in an address) is a space, and the
 * rest is normalised as names are (NFKC, nothing invisible, single spaces), so a name stored
 * before names were normalised prints as it would be stored today.
 */
export const printable = (text: string): string =>
  normaliseName(text.replace(/[\p{Cc}\u2028\u2029]/gu, ' '));

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word wider than the line, cut between characters (CJK names have no spaces). */
const cut = (word: string, width: number, measure: (s: string) => number): string[] => {
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemes.segment(word)) {
    if (part && measure(part + segment) > width) {
      parts.push(part);
      part = '';
    }
    part += segment;
  }
  return part ? [...parts, part] : parts;
};

/** Splits text into lines no wider than `width` at the font and size `measure` uses. */
export const wrapText = (text: string, width: number, measure: (s: string) => number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width) {
      line = next;
      continue;
    }
    if (measure(word) <= width) {
      if (line) lines.push(line);
      line = word;
      continue;
    }
    // Wider than a line on its own: cut it, filling the current line first.
    const pieces = cut(next, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line) lines.push(line);
  return lines;
};
