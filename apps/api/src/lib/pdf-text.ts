import { normaliseName } from '@charterline/shared/rules/name-text';

/**
 * Text as it is printed: a control character (a line break in an address) is a space, and the
 * rest is normalised as names are (NFKC, nothing invisible, single spaces), so a name stored
 * before names were normalised prints as it would be stored today.
 */
export const printable = (text: string): string =>
  normaliseName(text.replace(/[\p{Cc}\u2028\u2029]/gu, ' '));

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits text into lines no wider than `width` at the font and size `measure` uses.
 *
 * Linear in the text (issue 33): `measure` is asked once for each word, once for a space and,
 * for a word wider than a line, once for each of its characters; a line's width is the sum of
 * those (a font's advances add up; kerning across a space or a cut is a fraction of a point).
 * Measuring the growing line again at every word or character made a 500-character word of
 * Chinese take 125,000 characters of measuring, and a 100-line invoice of them 40 seconds.
 */
export const wrapText = (text: string, width: number, measure: (s: string) => number): string[] => {
  const lines: string[] = [];
  const space = measure(' ');
  let line = '';
  let lineWidth = 0;
  for (const word of printable(text).split(' ').filter(Boolean)) {
    const wordWidth = measure(word);
    const joined = line ? lineWidth + space + wordWidth : wordWidth;
    if (joined <= width) {
      line = line ? `${line} ${word}` : word;
      lineWidth = joined;
      continue;
    }
    if (wordWidth <= width) {
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Wider than a line on its own: cut it between characters (CJK names have no spaces),
    // filling the current line first.
    let part = line ? `${line} ` : '';
    let partWidth = line ? lineWidth + space : 0;
    for (const { segment } of graphemes.segment(word)) {
      const segmentWidth = measure(segment);
      if (part.trim() && partWidth + segmentWidth > width) {
        lines.push(part.trimEnd());
        part = '';
        partWidth = 0;
      }
      part += segment;
      partWidth += segmentWidth;
    }
    line = part;
    lineWidth = partWidth;
  }
  if (line) lines.push(line);
  return lines;
};
