import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { smsSegments } from '@charterline/shared/rules/phone-rates';

// Our segment count (linear) against Twilio's own calculator (the oracle; a devDependency:
// it re-sums each segment on every character, 27–42 ms for 1,600 characters).
const PIECES = [
  'a',
  'Z',
  '7',
  ' ',
  '\n',
  '\r\n',
  '@',
  'é',
  'Ø',
  'Δ', // GSM-7 basic
  '€',
  '{',
  '}',
  '[',
  ']',
  '~',
  '\\',
  '^',
  '|',
  '\f', // GSM-7 extension: two septets
  'ł',
  'ç',
  'ñ',
  'Ж',
  '中',
  '“',
  '”', // UCS-2, one unit
  '😀',
  '👍🏽',
  '👩‍💻',
  '🇬🇧',
  'é', // surrogate pairs and clusters
  '\u1100\u1161', // Hangul jamo: one syllable of two units
  // Not here: a Devanagari conjunct (क्ष) is one character for Intl.Segmenter (Unicode 15.1)
  // and two for the calculator's older splitter; we may count a segment more, and the
  // settlement gives it back when Twilio counted fewer (decision 0176).
  'กำ', // Thai with a spacing vowel
  // Not here either: a lone joiner or variation selector between random emoji, where the two
  // splitters' Unicode versions join differently (never in a text people write).
];

/** A deterministic pseudo-random text of `length` pieces (mulberry32). */
const textOf = (seed: number, length: number, pieces: readonly string[]): string => {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
};

describe("SMS segments: ours against Twilio's calculator", () => {
  it('agrees on 600 texts: GSM-7 only, mixed, around every boundary', () => {
    const gsmOnly = PIECES.slice(0, 20);
    for (let i = 0; i < 600; i += 1) {
      const text = textOf(i, 1 + ((i * 37) % 420), i % 2 === 0 ? gsmOnly : PIECES);
      const twilio = new SegmentedMessage(text);
      expect(smsSegments(text), JSON.stringify(text)).toEqual({
        segments: twilio.segmentsCount,
        encoding: twilio.encodingName,
      });
    }
  });

  it('agrees at the edges: 153/160 and 67/70 with a two-septet or two-unit character last', () => {
    for (const n of [
      65, 66, 67, 68, 69, 70, 71, 133, 134, 135, 150, 151, 152, 153, 159, 160, 161,
    ]) {
      for (const tail of ['', '€', '😀', 'ł']) {
        for (const head of ['a', 'ł']) {
          const text = head.repeat(n) + tail;
          expect(smsSegments(text).segments, `${head}×${n}+${tail}`).toBe(
            new SegmentedMessage(text).segmentsCount,
          );
        }
      }
    }
  });
});
