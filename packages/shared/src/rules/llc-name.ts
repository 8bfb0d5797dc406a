import { toLatinLookalikes } from './confusables';
import { normaliseName } from './name-text';

/**
 * The LLC name rules (docs/product.md § Validation). Designations block (the state adds the
 * suffix we choose, and another entity type cannot be used); restricted words only warn, because a state may still
 * approve them with the right licence or consent.
 */
export const LLC_DESIGNATION_MESSAGE =
  'Please remove "LLC" or similar terms from your name. We automatically add "LLC" to your company name.';
export const OTHER_ENTITY_MESSAGE =
  'This designation indicates a different business entity type and cannot be used in an LLC name.';

// Whole-word, case-insensitive. Dots and spaces inside abbreviations are optional.
const LLC_DESIGNATIONS: RegExp[] = [
  /\bl\.?\s?l\.?\s?c\b\.?/i,
  /\bltd\.?\s+liability\s+co(mpany)?\b\.?/i,
  /\blimited\s+liability\s+(company|co\b\.?)/i,
  /\blimited\s+company\b/i,
];

const OTHER_ENTITY_DESIGNATIONS: { pattern: RegExp; label: string }[] = [
  { pattern: /\bcorp(oration)?\b\.?/i, label: 'Corp' },
  { pattern: /\binc(orporated)?\b\.?/i, label: 'Inc' },
  { pattern: /\bp\.?\s?c\b\.?/i, label: 'PC' },
  { pattern: /\bd\.?\s?b\.?\s?a\b\.?/i, label: 'DBA' },
  { pattern: /\bl\.?\s?p\b\.?/i, label: 'LP' },
  { pattern: /\bg\.?\s?p\b\.?/i, label: 'GP' },
  { pattern: /\bpartnership\b/i, label: 'Partnership' },
  { pattern: /\bnonprofit\s+corporation\b/i, label: 'Nonprofit Corporation' },
  { pattern: /\bstatutory\s+trust\b/i, label: 'Statutory Trust' },
];

/**
 * Restricted words (singular, plural, Spanish) with the reason a state restricts them. They
 * match as substrings ("Globank" warns for "bank": docs/product.md § Validation), except rows
 * marked `wholeWord`: the three-letter agency acronyms are inside too many innocent words ("First"
 * holds "irs", "Special" holds "cia"), so they match only as a word of their own, with
 * optional dots ("F.B.I."). Decision 0107.
 */
export const RESTRICTED_WORDS: { words: string[]; reason: string; wholeWord?: boolean }[] = [
  {
    words: [
      'bank',
      'banks',
      'banco',
      'bancos',
      'banca',
      'trust',
      'trusts',
      'fideicomiso',
      'fideicomisos',
    ],
    reason: 'banking division approval',
  },
  {
    words: ['insurance', 'insurances', 'seguro', 'seguros', 'aseguradora'],
    reason: 'insurance licensing',
  },
  {
    words: [
      'university',
      'universities',
      'universidad',
      'universidades',
      'college',
      'colleges',
      'colegio',
      'colegios',
      'school',
      'schools',
      'escuela',
      'escuelas',
      'academy',
      'academies',
      'academia',
      'academias',
    ],
    reason: 'education department approval',
  },
  {
    words: [
      'institute',
      'institutes',
      'instituto',
      'institutos',
      'institution',
      'institutions',
      'institución',
      'institucion',
      'instituciones',
    ],
    reason: 'education review',
  },
  {
    words: ['doctor', 'doctors', 'doctora', 'doctores', 'doctoras'],
    reason: 'professional licensing',
  },
  {
    words: ['attorney', 'attorneys', 'abogado', 'abogados', 'abogada', 'abogadas'],
    reason: 'legal licensing',
  },
  {
    words: [
      'engineer',
      'engineers',
      'engineering',
      'ingeniero',
      'ingenieros',
      'ingeniera',
      'ingeniería',
      'ingenieria',
    ],
    reason: 'licensing in some states',
  },
  {
    words: ['clinic', 'clinics', 'clínica', 'clinica', 'clínicas', 'clinicas'],
    reason: 'healthcare licensing',
  },
  {
    words: [
      'federal',
      'federales',
      'state',
      'states',
      'estatal',
      'estatales',
      'estado',
      'government',
      'governments',
      'gobierno',
      'gobiernos',
      'municipal',
      'municipales',
      'treasury',
      'treasuries',
      'tesorería',
      'tesoreria',
      'department',
      'departments',
      'departamento',
      'departamentos',
      'bureau',
      'bureaus',
      'oficina',
      'oficinas',
      'commission',
      'commissions',
      'comisión',
      'comision',
      'comisiones',
    ],
    reason: 'imply government affiliation',
  },
  { words: ['fbi', 'cia', 'irs'], reason: 'prohibited agency acronyms', wholeWord: true },
];

export type TNameIssue = {
  kind: 'error' | 'warning';
  message: string;
  word?: string;
  reason?: string;
};
export type TNameCheck = { ok: boolean; errors: TNameIssue[]; warnings: TNameIssue[] };

const normalise = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * What the rules read: the stored form of the name (rules/name-text), its accents and other
 * marks taken off, look-alike letters of other scripts read as Latin. So "ＬＬＣ", "LLС" (a
 * Cyrillic С), "L\u200BLC" and "ĹLC" are all "LLC" here; the name itself is not changed.
 */
const skeleton = (name: string): string =>
  toLatinLookalikes(normaliseName(name).normalize('NFD').replace(/\p{M}/gu, '')).normalize('NFC');

/**
 * "fbi" → the word with no Latin letter or digit either side, dots between its letters
 * allowed: "FBI", "F.B.I.", "F. B. I.", "FBI-approved", "株式会社FBI" (a script written
 * without spaces ends a Latin word; look-alikes were read as Latin before this).
 */
const WORD_CHAR = '[\\p{Script=Latin}\\p{N}]';
const wholeWordPattern = (word: string): RegExp =>
  new RegExp(`(?<!${WORD_CHAR})${[...word].join('(?:\\.\\s?)?')}(?!${WORD_CHAR})`, 'u');

const contains = (text: string, word: string, wholeWord: boolean): boolean => {
  const w = normalise(skeleton(word));
  return wholeWord ? wholeWordPattern(w).test(text) : text.includes(w);
};

// Latin letters that are not a base letter with a mark, as they are written without it.
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

/**
 * The name as a state system that takes only plain letters may file it: its stored form
 * (rules/name-text) with the accents taken off ("Lumière" → "Lumiere", "Straße" → "Strasse").
 * Null when that changes nothing, or when letters of another script remain (there is no
 * plain spelling to offer). Punctuation stays as typed.
 */
export const nameWithoutAccents = (raw: string): string | null => {
  const name = normaliseName(raw);
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{L}/gu, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .normalize('NFC');
  if (plain === name || /[^\p{ASCII}]/u.test(plain.replace(/\P{L}/gu, ''))) return null;
  return plain;
};

/**
 * The warning under a name with accented letters (issue 36): the state may file it without
 * them. A warning, not an error: the name is kept as typed. Null when there is none to give.
 */
export const accentWarning = (raw: string): string | null => {
  const plain = nameWithoutAccents(raw);
  return plain
    ? `State systems may file it as “${plain}”: letters with accents are often written without them.`
    : null;
};

/**
 * The same for an LLC formed elsewhere ("Bring your LLC"): its name is already on the state's
 * records, perhaps without the accents, and is entered as the Articles spell it.
 */
export const filedNameAccentHint = (raw: string): string | null => {
  const plain = nameWithoutAccents(raw);
  return plain
    ? `State systems often write letters without accents: if your Articles say “${plain}”, enter it that way.`
    : null;
};

/**
 * Checks a proposed LLC name. `ok` is false when a designation must be removed; warnings
 * name each restricted word found (as a substring, or as a whole word for the agency
 * acronyms) with its reason, then say when letters with accents may be filed without them.
 */
export const checkLlcName = (raw: string): TNameCheck => {
  const name = skeleton(raw);
  const errors: TNameIssue[] = [];
  if (LLC_DESIGNATIONS.some((p) => p.test(name))) {
    errors.push({ kind: 'error', message: LLC_DESIGNATION_MESSAGE });
  }
  const other = OTHER_ENTITY_DESIGNATIONS.find((d) => d.pattern.test(name));
  if (other) errors.push({ kind: 'error', message: OTHER_ENTITY_MESSAGE, word: other.label });

  const text = normalise(name);
  const warnings: TNameIssue[] = [];
  for (const { words, reason, wholeWord = false } of RESTRICTED_WORDS) {
    const found = words.find((w) => contains(text, w, wholeWord));
    if (found) {
      warnings.push({
        kind: 'warning',
        word: found,
        reason,
        message: `"${found}" is a restricted word (${reason}). The state may still approve it.`,
      });
    }
  }
  const accents = accentWarning(raw);
  if (accents) warnings.push({ kind: 'warning', reason: 'letters with accents', message: accents });
  return { ok: errors.length === 0, errors, warnings };
};
