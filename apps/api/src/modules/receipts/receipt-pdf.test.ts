import { describe, expect, it } from 'vitest';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import { renderReceiptPdf, type TPdfReceipt } from './receipt-pdf';

const PAGE_WIDTH = 595.28;
const receipt = (overrides: Partial<TPdfReceipt> = {}) =>
  renderReceiptPdf({
    kind: 'Receipt',
    number: 'CL-000123',
    receiptNumber: 'CL-000123',
    issuedAt: new Date('2026-11-23T00:00:00Z'),
    paidAt: new Date('2026-11-23T00:00:00Z'),
    card: { brand: 'visa', last4: '4242' },
    total: 45900,
    lineItems: [{ key: 'x', name: 'Company formation bundle', amount: 45900, quantity: 1 }],
    billingAddress: null,
    companyName: 'Acme Robotics',
    appName: 'Charterline',
    ...overrides,
  } as TPdfReceipt);

describe('the receipt PDF', () => {
  it('says when it was paid and with which card', async () => {
    const lines = textLines(await placedTexts(await receipt()));
    expect(lines).toContain('CharterlineRECEIPT');
    expect(lines.some((l) => l.endsWith('USANo. CL-000123'))).toBe(true);
    expect(lines).toContain('Paid Nov 23, 2026Visa ending 4242'); // two texts on one line
    expect(lines.some((l) => l.includes('Amount due'))).toBe(false);
  });

  it('is a paid invoice with its own number, naming its receipt', async () => {
    const lines = textLines(
      await placedTexts(
        await receipt({
          kind: 'Invoice',
          number: 'INV-000123',
          card: { brand: 'amex', last4: '0005' },
        }),
      ),
    );
    expect(lines).toContain('CharterlineINVOICE');
    expect(lines.some((l) => l.endsWith('USANo. INV-000123'))).toBe(true);
    expect(lines).toContain('Receipt No. CL-000123');
    expect(lines).toContain('Amount due$0.00');
    expect(lines).toContain('Paid Nov 23, 2026American Express ending 0005');
    expect(lines.join(' ')).not.toContain('paid by card at checkout');
  });

  it('prints a company name in any script, never "?"', async () => {
    const placed = await placedTexts(
      await receipt({ companyName: 'Nube Clara 株式会社 Ωmega Привет شركة LLC' }),
    );
    const lines = textLines(placed);
    expect(lines.some((l) => /^Nube Clara 株式会社 Ωmega Привет .+ LLC$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Company: Nube Clara 株式会社 Ωmega Привет .+ LLC$/.test(l))).toBe(
      true,
    );
    expect(lines.filter((l) => l.includes('?'))).toEqual([
      'Questions? support@charterline.com · Keep this receipt for your records.',
    ]);
    expect(placed.some((p) => p.font.includes('NotoSansArabic'))).toBe(true);
  });

  it('wraps a 120-character name and long billing lines inside the page', async () => {
    const name =
      'Z'.repeat(60) +
      ' ' +
      'Pacific Northwest Region Trading and Shipping Company of Lagos'.slice(0, 59);
    expect(name).toHaveLength(120);
    const placed = await placedTexts(
      await receipt({
        companyName: name,
        billingAddress: { name, line1: 'W'.repeat(120), city: 'Lagos', country: 'NG' } as never,
        lineItems: [
          { key: 'x', name: `Formation of ${name}`, amount: 45900, quantity: 1 } as never,
        ],
      }),
    );
    for (const p of placed) expect(p.x, p.text).toBeLessThanOrEqual(PAGE_WIDTH - 50);
    const lines = textLines(placed);
    const company = lines.filter((l, i) => i >= lines.findIndex((x) => x.startsWith('Company:')));
    expect(company.slice(0, -1).join(' ')).toBe(`Company: ${name}`);
    expect(company.length).toBeGreaterThan(2); // wrapped, above the questions line
    // 120 W at 10 pt are about 1,100 pt: cut into lines of the billing column (280 pt).
    const ws = lines.filter((l) => /^W+$/.test(l));
    expect(ws.join('')).toBe('W'.repeat(120));
    expect(Math.max(...ws.map((l) => l.length))).toBeLessThanOrEqual(35);
  });
});
