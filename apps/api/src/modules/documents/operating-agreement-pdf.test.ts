import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
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

// The text today's callers get (before management, managers and amendments existed).
const TODAYS_TEXT = [
  'OPERATING AGREEMENT',
  'of Acme Robotics',
  'a Wyoming limited liability company',
  'This Operating Agreement is made effective Nov 23, 2026 by the members listed below (the',
  '"Members") of Acme Robotics (the "Company").',
  '1. Formation',
  'The Company is formed as a limited liability company under the laws of the State of Wyoming. Its',
  'registered agent is Charterline Registered Agents.',
  '2. Purpose',
  'The purpose of the Company is: Software development, and any lawful business activity.',
  '3. Members and Percentage Interests',
  'Each Member holds the percentage interest set out below in the capital, profits, losses and',
  'distributions of the Company, and votes in that proportion.',
  'Алексей Иванов (a@example.com), 1 Main St: 50.00%',
  'Ada Obi (f@example.com), Lagos: 50.00%',
  'Total: 100.00%',
  '4. Management',
  'The Company is managed by its Members. Decisions are made by Members holding a majority of',
  'the percentage interests, except that admitting a new Member, amending this Agreement or',
  'dissolving the Company needs the consent of all Members.',
  '5. Distributions, Tax and Records',
  'Distributions are made in proportion to the percentage interests when the Members so decide.',
  'The Company keeps its books on a calendar-year basis and gives every Member access to them.',
  '6. Transfers and Dissolution',
  'No Member may transfer an interest without the written consent of the other Members. On',
  'dissolution the Company pays its debts and distributes what remains in proportion to the',
  'percentage interests.',
  'Signatures',
  'Алексей Иванов, Member',
  'Ada Obi, Member',
];
const TODAYS_OWNERS = [
  { name: 'Алексей Иванов', email: 'a@example.com', hundredths: 5000, address: '1 Main St' },
  { name: 'Ada Obi', email: 'f@example.com', hundredths: 5000, address: 'Lagos' },
];

// Managers named in six scripts: Chinese, Arabic, Cyrillic, Devanagari, Greek, accented Latin.
const MANAGERS = [
  { name: '王小明' },
  { name: 'فاطمة الزهراء' },
  { name: 'Ольга Смирнова' },
  { name: 'प्रिया शर्मा' },
  { name: 'Ελένη Παπαδοπούλου' },
  { name: 'José Núñez-Ørsted' },
];
const managerManagedAmendment = () =>
  agreement({
    companyName: 'Nube Clara LLC',
    owners: TODAYS_OWNERS,
    management: 'MANAGER_MANAGED',
    managers: MANAGERS,
    amendment: { version: 3, previousDate: new Date('2026-03-01T00:00:00Z') },
  });

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

  it('without management, managers or amendment is the agreement callers get today', async () => {
    const today = await placedTexts(await agreement({ owners: TODAYS_OWNERS }));
    expect(textLines(today)).toEqual(TODAYS_TEXT);
    // Saying "member-managed", or giving managers to a member-managed company, changes nothing.
    const memberManaged = await placedTexts(
      await agreement({ owners: TODAYS_OWNERS, management: 'MEMBER_MANAGED', managers: MANAGERS }),
    );
    expect(memberManaged).toEqual(today);
  });

  it('a manager-managed amendment is titled, numbered, restates the earlier one and names the managers', async () => {
    const bytes = await managerManagedAmendment();
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      'Amended and Restated Operating Agreement of Nube Clara LLC',
    );
    const placed = await placedTexts(bytes);
    const lines = textLines(placed);
    expect(lines.slice(0, 4)).toEqual([
      'AMENDED AND RESTATED OPERATING AGREEMENT',
      'of Nube Clara LLC',
      'a Wyoming limited liability company',
      'Version 3',
    ]);
    const opening = lines.slice(4, 8).join(' ');
    expect(opening).toContain('This Amended and Restated Operating Agreement (version 3) is made');
    expect(opening).toContain(
      'It amends and restates in full the operating agreement of the Company dated Mar 1, 2026',
    );
    const management = lines.indexOf('4. Management');
    expect(lines[management + 1]).toMatch(/^The Company is managed by the Managers named below/);
    for (const name of ['王小明', 'Ольга Смирнова', 'Ελένη Παπαδοπούλου', 'José Núñez-Ørsted']) {
      // Listed under Management, then a signature line of their own.
      expect(lines.filter((l) => l === `${name}, Manager`)).toHaveLength(2);
    }
    expect(lines).toContain('Алексей Иванов, Member');
    expect(lines).not.toContain(
      'The Company is managed by its Members. Decisions are made by Members holding a majority of',
    );
    // Arabic and Devanagari are shaped (joined letters, conjuncts): check they are drawn in
    // their own fonts on their lines, and that nothing fell back to "?".
    const rows = new Map<string, typeof placed>();
    for (const p of placed) {
      const key = `${p.page}:${Math.round(p.y)}`;
      rows.set(key, [...(rows.get(key) ?? []), p]);
    }
    const managerRows = [...rows.values()].filter((row) =>
      row
        .map((p) => p.text)
        .join('')
        .endsWith('Manager'),
    );
    expect(managerRows).toHaveLength(MANAGERS.length * 2);
    const drawnIn = (font: string) =>
      managerRows.filter((row) => row.some((p) => p.font.includes(font)));
    expect(drawnIn('NotoSansArabic')).toHaveLength(2);
    // Devanagari comes from Noto Sans' own Devanagari slice, shaped (प्रि, र्मा).
    const devanagari = managerRows.filter((row) =>
      /\p{Script=Devanagari}/u.test(row.map((p) => p.text).join('')),
    );
    expect(devanagari).toHaveLength(2);
    expect(drawnIn('NotoSansSC')).toHaveLength(2);
    expect(placed.filter((p) => p.text.includes('?'))).toEqual([]);
  });

  it('an amendment without the previous date still says what it replaces', async () => {
    const lines = textLines(
      await placedTexts(await agreement({ owners: TODAYS_OWNERS, amendment: { version: 2 } })),
    );
    expect(lines[0]).toBe('AMENDED AND RESTATED OPERATING AGREEMENT');
    expect(lines[3]).toBe('Version 2');
    expect(lines.slice(4, 8).join(' ')).toContain(
      'It amends and restates in full the earlier operating agreement of the Company',
    );
    expect(lines).toContain(TODAYS_TEXT[17]);
  });

  it.each([
    [
      'a manager-managed agreement without managers',
      { management: 'MANAGER_MANAGED' as const, managers: [{ name: ' \u200b' }] },
      'managers',
    ],
    ['version 1 "amended"', { amendment: { version: 1 } }, 'amendment.version'],
    ['a fractional version', { amendment: { version: 2.5 } }, 'amendment.version'],
  ])('refuses %s with a validation error', async (_, overrides, field) => {
    const refused = await agreement(overrides).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field }] });
  });
});
