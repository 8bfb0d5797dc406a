import { describe, expect, it } from 'vitest';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import {
  renderOperatingAgreementPdf,
  type TOperatingAgreementInput,
} from './operating-agreement-pdf';

const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const UNICODE_NAME = 'Nube Clara 株式会社 Ωmega Привет شركة LLC';
const LONG_NAME =
  'Nube Clara Global Holdings and Investments of the Pacific Northwest Region Trading and Shipping Company of Lagos Nigeria';

const agreement = (overrides: Partial<TOperatingAgreementInput> = {}) =>
  renderOperatingAgreementPdf({
    companyName: 'Acme Robotics',
    stateName: 'Wyoming',
    businessPurpose: 'Software development',
    registeredAgent: 'Charterline Registered Agents',
    owners: [
      { name: 'Алексей Иванов', email: 'a@example.com', hundredths: 5000, address: '1 Main St' },
      { name: 'فاطمة الزهراء', email: 'f@example.com', hundredths: 5000, address: 'Riyadh' },
    ],
    effectiveDate: new Date('2026-11-23T00:00:00Z'),
    appName: 'Charterline',
    ...overrides,
  });

// Arabic is drawn in visual order with its dots as glyphs of their own, and its ToUnicode
// names letters by their shaped glyphs (ر and ز share one): check where it is drawn and in
// which font, not the text read back.
const arabicOn = (placed: Awaited<ReturnType<typeof placedTexts>>, y: number) =>
  placed.filter((p) => p.font.includes('NotoSansArabic') && Math.abs(p.y - y) < 4);

describe('the operating agreement PDF', () => {
  it('prints names in any script with embedded Noto subsets, never "?"', async () => {
    const placed = await placedTexts(await agreement({ companyName: UNICODE_NAME }));
    const lines = textLines(placed);
    const title = placed.find((p) => p.text === 'o' && p.size === 14);
    const titleLine = lines.find((l) => l.startsWith('of Nube Clara'));
    expect(titleLine).toMatch(/^of Nube Clara 株式会社 Ωmega Привет .+ LLC$/);
    // شركة: four letters, the dots of ش and ة drawn as marks.
    expect(arabicOn(placed, title?.y ?? 0).length).toBeGreaterThanOrEqual(4);
    expect(lines).toContain('Алексей Иванов, Member');
    const fatima = placed.find((p) => p.text === 'M' && p.y < (title?.y ?? 0) - 600);
    expect(arabicOn(placed, fatima?.y ?? 0).length).toBeGreaterThanOrEqual(12);
    expect(placed.filter((p) => p.text.includes('?'))).toEqual([]);
    const fonts = new Set(placed.map((p) => p.font.replace(/-\d+$/, '')));
    expect([...fonts].sort()).toEqual(
      expect.arrayContaining([
        'NotoSans-Bold',
        'NotoSans-Regular',
        'NotoSansArabic-Bold',
        'NotoSansSC-Bold',
      ]),
    );
  });

  it.each([
    ['a 120-character name', LONG_NAME.slice(0, 120)],
    ['120 characters without a space', 'X'.repeat(120)],
    ['120 CJK characters', '株式会社'.repeat(30)],
  ])('wraps %s inside the margins, the whole name printed', async (_, name) => {
    expect(Array.from(name)).toHaveLength(120);
    const placed = await placedTexts(await agreement({ companyName: name }));
    for (const p of placed) {
      expect(p.x, p.text).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(p.x, p.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN);
    }
    const lines = textLines(placed);
    const start = lines.findIndex((l) => l.startsWith('of'));
    const end = lines.findIndex((l) => l === 'a Wyoming limited liability company');
    const title = lines.slice(start, end);
    expect(title.length).toBeGreaterThan(1);
    expect(title.join(' ').replace(/ /g, '')).toBe(`of ${name}`.replace(/ /g, ''));
  });

  it('prints names as they are stored: no control or invisible characters', async () => {
    const placed = await placedTexts(
      await agreement({
        companyName: 'Ａｃｍｅ\u200b Labs',
        owners: [{ name: 'Ada\r\nObi\u202e', email: 'a@x.co', hundredths: 10000, address: 'X' }],
      }),
    );
    const lines = textLines(placed);
    expect(lines).toContain('of Acme Labs');
    expect(lines).toContain('Ada Obi, Member');
  });
});
