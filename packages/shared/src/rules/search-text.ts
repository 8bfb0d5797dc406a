// Search that ignores accents and case (issue 36: "cafe", "societe", "lea martin" found nothing
// for "Café", "Société", "Léa Martin"). One folding for the web, the API's JavaScript and SQL.

/** Letters NFKD does not split into a base letter and a mark. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** "  Société  Générale " → "societe generale": lower case, no accents, single spaces. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();

/** Whether `text` contains `query`, both folded. An empty query matches everything. */
export const matchesSearch = (text: string | null | undefined, query: string): boolean => {
  const q = foldForSearch(query);
  return q === '' || foldForSearch(text ?? '').includes(q);
};

/**
 * SQL's translate() pairs (same length, one to one): the accented Latin letters in both cases
 * and their base letters, so `lower(translate(column, FOLD_FROM, FOLD_TO))` folds as
 * foldForSearch does for them (ß, æ, œ are left to the JavaScript fold: they become two letters).
 */
export const FOLD_FROM =
  'àáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőøŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž' +
  'ÀÁÂÃÄÅĀĂĄÇĆĈĊČĎÈÉÊËĒĔĖĘĚĜĞĠĢĤÌÍÎÏĨĪĬĮĴĶĹĻĽÑŃŅŇÒÓÔÕÖŌŎŐØŔŖŘŚŜŞŠŢŤÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ';
/** Each letter of FOLD_FROM folded (one letter each). */
export const FOLD_TO = [...FOLD_FROM].map((letter) => foldForSearch(letter)).join('');
