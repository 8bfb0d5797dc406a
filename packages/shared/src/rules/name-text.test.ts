import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE, OTHER_ENTITY_MESSAGE, checkLlcName } from './llc-name';
import { LOOKALIKE_LETTERS, toLatinLookalikes } from './confusables';
import { hasControlCharacter, normaliseName } from './name-text';

// Characters a name may carry that show nothing: zero-width spaces and joiners, bidi
// embeddings, overrides, isolates and marks, BOM, soft hyphen, word joiner, variation
// selectors, a tag character, the Hangul filler.
const INVISIBLES = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\u00ad',
  '\u061c',
  '\ufe0f',
  '\u034f',
  '\u{e0041}',
  '\u3164',
];
const CONTROLS = [
  '\r',
  '\n',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
];

describe('names as stored and printed (NFKC, nothing invisible, controls refused)', () => {
  it.each([
    ['Ａｃｍｅ　ＬＬＣ', 'Acme LLC'],
    ['  Nube   Clara  ', 'Nube Clara'],
    ['Ac\u200bme\u202e Lab\u202c', 'Acme Lab'],
    ['ﬁeld Ⅻ №1 ㈱', 'field XII No1 (株)'],
    ['Nube Clara 株式会社 Ωmega Привет شركة', 'Nube Clara 株式会社 Ωmega Привет شركة'],
    ['Cafe\u0301', 'Café'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(normaliseName(raw)).toBe(stored);
  });

  it.each(CONTROLS)('finds the control character %j', (ch) => {
    expect(hasControlCharacter(`Acme${ch}Labs`)).toBe(true);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Acme Labs', 'Nube Clara 株式会社', 'O’Brien & Sons', 'شركة النور']) {
      expect(hasControlCharacter(name)).toBe(false);
      expect(normaliseName(name)).toBe(name);
    }
  });

  it('is idempotent and leaves no invisible, doubled or edge space (property)', () => {
    const char = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.constantFrom(...INVISIBLES, ' ', '\u3000', 'Ｌ', 'С'),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 30 }), (parts) => {
        const once = normaliseName(parts.join(''));
        expect(normaliseName(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s|[\p{Cf}\u3164]/u);
        expect(once.normalize('NFKC')).toBe(once);
      }),
    );
  });
});

describe('the name rules see through look-alikes', () => {
  it.each([
    'Acme ＬＬＣ',
    'Acme LLС', // Cyrillic Es
    'Acme ᏞᏞᏟ', // Cherokee
    'Acme ʟʟᴄ', // small capitals
    'Acme L\u200bLC',
    'Acme L\u200dL\u200dC',
    'Acme \u2066LLC\u2069',
    'Acme L\ufe0fLC',
    'Acme ĹĹĆ',
    'Acme 𝐋𝐋𝐂',
    'Acme Ⓛⓛⓒ',
    'Acme Ｌ．Ｌ．Ｃ．',
    'Acme Limited\u00a0Liability\u200b Company',
  ])('blocks the LLC designation in %j', (name) => {
    expect(checkLlcName(name).errors[0]?.message).toBe(LLC_DESIGNATION_MESSAGE);
  });

  it.each([
    ['Acme ΙΝC', 'Inc'], // Greek Iota, Nu
    ['Acme Іnс', 'Inc'], // Cyrillic
    ['Acme Ｃｏｒｐ', 'Corp'],
    ['Acme C\u200borp', 'Corp'],
  ])('blocks the other-entity designation in %j', (name, label) => {
    const error = checkLlcName(name).errors.find((e) => e.message === OTHER_ENTITY_MESSAGE);
    expect(error?.word).toBe(label);
  });

  it.each([
    ['Globаl Bаnk', 'bank'], // Cyrillic а
    ['Ｉｎｓｕｒａｎｃｅ Co', 'insurance'],
    ['Tr\u200bust Partners', 'trust'],
    ['ＦＢＩ Tours', 'fbi'],
  ])('warns about the restricted word in %j', (name, word) => {
    expect(checkLlcName(name).warnings.map((w) => w.word)).toContain(word);
  });

  it('keeps names in other scripts valid', () => {
    for (const name of [
      'Nube Clara 株式会社 Ωmega Привет شركة',
      'Привет Мир',
      'Ωmega',
      '北京科技',
    ]) {
      expect(checkLlcName(name).ok).toBe(true);
    }
  });

  it('any spelling of a designation with look-alikes and invisibles is blocked (property)', () => {
    const lookalikesOf = (letter: string) => [
      letter,
      letter.toLowerCase(),
      String.fromCodePoint(letter.codePointAt(0)! + 0xfee0), // full width
      ...LOOKALIKE_LETTERS.filter((l) => toLatinLookalikes(l).toUpperCase() === letter),
    ];
    const spelled = (word: string) =>
      fc
        .tuple(
          ...Array.from(word, (letter) =>
            fc.tuple(fc.constantFrom(...lookalikesOf(letter)), fc.constantFrom('', ...INVISIBLES)),
          ),
        )
        .map((letters) => letters.map(([l, gap]) => l + gap).join(''));
    fc.assert(
      fc.property(
        fc.constantFrom('LLC', 'INC', 'CORP', 'LP', 'PC'),
        fc.constantFrom('', 'Nube ', 'Привет '),
        (word, before) =>
          fc.assert(
            fc.property(spelled(word), (variant) => {
              expect(checkLlcName(`${before}${variant}`).ok).toBe(false);
            }),
            { numRuns: 20 },
          ),
      ),
      { numRuns: 15 },
    );
  });

  it('invisible characters never change the verdict (property)', () => {
    const word = fc.constantFrom('Acme', 'Bank', 'LLC', 'Labs', 'Inc', 'Nube', 'Clara', 'State');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 6 }),
        fc.nat(),
        (words, noise, seed) => {
          const plain = words.join(' ');
          const chars = Array.from(plain);
          noise.forEach((n, i) => chars.splice((seed + i * 7) % (chars.length + 1), 0, n));
          const noisy = checkLlcName(chars.join(''));
          const clean = checkLlcName(plain);
          expect(noisy.ok).toBe(clean.ok);
          expect(noisy.warnings.map((w) => w.reason)).toEqual(clean.warnings.map((w) => w.reason));
        },
      ),
    );
  });
});
