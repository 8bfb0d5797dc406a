import { describe, expect, it } from 'vitest';
import { taxPartOf } from './tax-collected';

describe('the tax part of an invoice payment (decision 0184)', () => {
  it('is the invoice’s tax in proportion, adding up exactly over partial payments', () => {
    // 1,000.00 + 20 % = 1,200.00.
    expect(
      taxPartOf({ amount: 120_000, paidThrough: 120_000, taxTotal: 20_000, total: 120_000 }),
    ).toBe(20_000);
    expect(
      taxPartOf({ amount: 60_000, paidThrough: 60_000, taxTotal: 20_000, total: 120_000 }),
    ).toBe(10_000);
    // 0.03 of tax on 0.33 paid in three: 0.01 each, never 0.03 rounded three times.
    const thirds = [11, 11, 11].map((amount, i) =>
      taxPartOf({ amount, paidThrough: 11 * (i + 1), taxTotal: 3, total: 33 }),
    );
    expect(thirds.reduce((a, b) => a + b, 0)).toBe(3);
    const halves = [1, 2].map((n) =>
      taxPartOf({ amount: 5, paidThrough: 5 * n, taxTotal: 3, total: 10 }),
    );
    expect(halves).toEqual([2, 1]);
  });

  it('is 0 without tax, and exact past 2^53 in the products', () => {
    expect(taxPartOf({ amount: 50_000, paidThrough: 50_000, taxTotal: 0, total: 50_000 })).toBe(0);
    const big = 2_000_000_000;
    expect(taxPartOf({ amount: big, paidThrough: big, taxTotal: 333_333_333, total: big })).toBe(
      333_333_333,
    );
  });

  it('takes tax back in proportion from money given back (a negative amount)', () => {
    expect(
      taxPartOf({ amount: -12_000, paidThrough: 108_000, taxTotal: 20_000, total: 120_000 }),
    ).toBe(-2_000);
  });
});
