import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printable, wrapText } from './pdf-text';

// A stand-in measure: 1 per character, 2 per CJK character.
const measure = (s: string) =>
  Array.from(s).reduce((w, ch) => w + (/\p{Script=Han}/u.test(ch) ? 2 : 1), 0);

describe('text for PDFs', () => {
  it('prints controls as spaces and drops invisible characters', () => {
    expect(printable('1 Main St\r\nApt 2\u200b\tTokyo\u202e')).toBe('1 Main St Apt 2 Tokyo');
  });

  it('wraps at spaces and cuts words wider than a line, filling the line first', () => {
    expect(wrapText('of ' + 'X'.repeat(12), 10, measure)).toEqual(['of XXXXXXX', 'XXXXX']);
    expect(wrapText('ab cd ef', 5, measure)).toEqual(['ab cd', 'ef']);
    expect(wrapText('株式会社株式会社', 5, measure)).toEqual(['株式', '会社', '株式', '会社']);
    expect(wrapText('   ', 5, measure)).toEqual([]);
  });

  it('never makes a line wider than the width, and keeps every character (property)', () => {
    const word = fc.string({
      unit: fc.constantFrom('a', 'W', '株', 'é', 'Ж'),
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 2, max: 30 }),
        (words, width) => {
          const lines = wrapText(words.join(' '), width, measure);
          for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
          expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        },
      ),
    );
  });

  it('measures each word and character once: linear in the text, not in its square (issue 33)', () => {
    let measured = 0;
    const counting = (s: string) => {
      measured += Array.from(s).length;
      return measure(s);
    };
    const chinese = '株式会社東京都千代田区請求書明細'.repeat(32).slice(0, 500);
    const lines = wrapText(chinese, 40, counting);
    expect(lines.join('')).toBe(chinese);
    // The whole word once (to know it is too wide), then each character once, and a space.
    expect(measured).toBeLessThanOrEqual(2 * 500 + 1);
    measured = 0;
    const english = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    wrapText(english, 40, counting);
    expect(measured).toBeLessThanOrEqual(english.length + 1);
  });
});
