// The standard PDF fonts cover Latin-1 (WinAnsi); other characters are transliterated
// where Unicode can, else replaced, so a name in another script never breaks the file.
const LATIN_1 = /^[\x20-\x7e\xa0-\xff]$/;

export const printable = (text: string): string =>
  Array.from(text.normalize('NFC'))
    .map((ch) => {
      if (LATIN_1.test(ch)) return ch;
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return LATIN_1.test(base) ? base : '?';
    })
    .join('');

/** Splits text into lines no wider than `width` at the font and size given. */
export const wrapText = (text: string, width: number, measure: (s: string) => number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
};
