import { describe, expect, it } from 'vitest';
import { formatMinor, invoiceTotals, lineAmount, taxByRate, taxRateText } from './invoice-totals';

describe('invoice totals', () => {
  it('multiplies decimal quantities without float drift, rounding half up', () => {
    expect(lineAmount(1.5, 333)).toBe(500); // 499.5 → 500
    expect(lineAmount(0.1, 3)).toBe(0); // 0.3 → 0
    expect(lineAmount(2.3333, 300)).toBe(700); // 699.99 → 700
    expect(lineAmount(1000000, 100000000)).toBe(100000000000000);
  });

  it('taxes each line on its share of the discounted amount', () => {
    const t = invoiceTotals(
      [
        { quantity: 2, unitPrice: 10_000, taxRate: 0 },
        { quantity: 1, unitPrice: 5_000, taxRate: 8.875 },
        { quantity: 3, unitPrice: 1_000, taxRate: 0 },
      ],
      { type: 'percent', value: 10 },
    );
    expect(t.subtotal).toBe(28_000);
    expect(t.discountTotal).toBe(2_800);
    expect(t.lines.map((l) => l.discount)).toEqual([2_000, 500, 300]);
    expect(t.lines[1]?.tax).toBe(399); // 4,500 × 8.875% = 399.375
    expect(t.taxTotal).toBe(399);
    expect(t.total).toBe(28_000 - 2_800 + 399);
  });

  it('never discounts more than the subtotal, and shares the remainder to the last line', () => {
    const t = invoiceTotals(
      [
        { quantity: 1, unitPrice: 100, taxRate: 10 },
        { quantity: 1, unitPrice: 100, taxRate: 10 },
        { quantity: 1, unitPrice: 100, taxRate: 10 },
      ],
      { type: 'amount', value: 100 },
    );
    expect(t.lines.map((l) => l.discount)).toEqual([33, 33, 34]);
    expect(t.discountTotal).toBe(100);
    expect(
      invoiceTotals([{ quantity: 1, unitPrice: 50, taxRate: 0 }], { type: 'amount', value: 90 })
        .total,
    ).toBe(0);
  });

  it('formats minor units by the currency’s digits, with the code when not USD', () => {
    expect(formatMinor(123450, 'USD')).toBe('$1,234.50');
    expect(formatMinor(123450, 'EUR')).toBe('EUR 1,234.50');
    expect(formatMinor(1234, 'JPY')).toBe('JPY 1,234');
    expect(formatMinor(-500, 'USD')).toBe('-$5.00');
  });
});

describe('tax per rate (issue 36 item 10)', () => {
  it('gives one row per distinct rate: its taxed base and its tax, adding up to the tax total', () => {
    const input = [
      { quantity: 1, unitPrice: 100_000, taxRate: 20 },
      { quantity: 2, unitPrice: 5_000, taxRate: 5.5 },
      { quantity: 1, unitPrice: 30_000, taxRate: 20 },
      { quantity: 1, unitPrice: 7_000, taxRate: 0 },
    ];
    const t = invoiceTotals(input, { type: 'amount', value: 14_700 });
    const lines = input.map((l, i) => ({ ...l, ...t.lines[i]! }));
    const rows = taxByRate(lines);
    expect(rows.map((r) => r.rate)).toEqual([20, 5.5]);
    const twenty = rows[0]!;
    expect(twenty.base).toBe(lines[0]!.amount - lines[0]!.discount + 30_000 - lines[2]!.discount);
    expect(twenty.tax).toBe(lines[0]!.tax + lines[2]!.tax);
    expect(rows.reduce((s, r) => s + r.tax, 0)).toBe(t.taxTotal);
    expect(taxByRate(lines.filter((l) => l.taxRate === 0))).toEqual([]);
  });

  it('names a rate as typed: 8.875%', () => {
    expect(taxRateText(8.875)).toBe('8.875%');
    expect(taxRateText(20)).toBe('20%');
  });
});
