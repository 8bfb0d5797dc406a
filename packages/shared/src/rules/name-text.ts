/**
 * Names (company, owners, responsible party) as we store, check and print them: NFKC, so
 * full-width and other compatibility forms become their plain letters ("ＬＬＣ" → "LLC");
 * without invisible characters (zero-width spaces and joiners, bidi embeddings, overrides and
 * isolates, BOM, soft hyphen, variation selectors, tag characters, Hangul fillers); spaces
 * folded to one. Control characters (CR, LF, TAB, NUL, …) are refused, not removed: a name
 * with a line break is a mistake the customer should see. Decision 0095.
 */
export const NAME_CONTROL_MESSAGE =
  'Names cannot contain line breaks, tabs or other control characters.';

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// Combining invisibles (U+034F, U+17B4, U+17B5) stand outside the class: a class joins them
// to the character before.
const INVISIBLE =
  /[\p{Cf}\p{Variation_Selector}\u115f\u1160\u180e\u3164\uffa0]|\u034f|\u17b4|\u17b5/gu;

/** True when the text holds a control character (C0, DEL, C1, line or paragraph separator). */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

export const normaliseName = (text: string): string =>
  text.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
