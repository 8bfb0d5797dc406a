import { describe, expect, it } from 'vitest';
import { pnlChartLabel, pnlView, uncategorisedText } from './pnl-figures';
import { pnlReport } from './report-fixtures';

describe('P&L figures', () => {
  it('groups by type with positive costs and a signed net profit', () => {
    const view = pnlView(pnlReport());
    expect(view.groups.map((g) => g.label)).toEqual(['Income', 'Cost of sales', 'Expenses']);
    expect(view.groups[2]?.subtotal).toEqual({ byMonth: [10000, 115000, 405000], total: 530000 });
    expect(view.costs).toEqual({ byMonth: [30000, 135000, 425000], total: 590000 });
    expect(view.netProfit.byMonth).toEqual([470000, 165000, -425000]);
    expect(view.marginPercent).toBe(26);
    expect(pnlChartLabel(view)).toBe(
      'Income $8,000.00, costs $5,900.00, net profit $2,100.00 over the period',
    );
  });

  it('shows the same table when the API sends costs already positive', () => {
    const signed = pnlReport();
    const positive = pnlReport({
      rows: signed.rows.map((r) =>
        r.type === 'income'
          ? r
          : { ...r, byMonth: r.byMonth.map((v) => (v === 0 ? 0 : -v)), total: -r.total },
      ),
      costOfSales: { byMonth: [20000, 20000, 20000], total: 60000 },
      expenses: { byMonth: [10000, 115000, 405000], total: 530000 },
    });
    expect(pnlView(positive)).toEqual(pnlView(signed));
  });

  it('says how much is not categorised yet', () => {
    expect(uncategorisedText({ count: 12, in: 100000, out: -23400 }, 'USD')).toBe(
      '12 transactions ($1,234.00) are not categorised yet and are not in these figures',
    );
    expect(uncategorisedText({ count: 1, in: 0, out: -500 }, 'EUR')).toBe(
      '1 transaction (EUR 5.00) is not categorised yet and is not in these figures',
    );
    expect(uncategorisedText({ count: 0, in: 0, out: 0 }, 'USD')).toBeNull();
  });
});
