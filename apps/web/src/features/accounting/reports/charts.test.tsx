import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import { CashChart, PnlChart } from './charts';
import { pnlView } from './pnl-figures';
import { cashReport, pnlReport } from './report-fixtures';

// jsdom lays nothing out, so ResponsiveContainer would measure 0×0: give the chart a size.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof Recharts>()),
  ResponsiveContainer: ({
    children,
  }: {
    children: ReactElement<{ width?: number; height?: number }>;
  }) => cloneElement(children, { width: 640, height: 280 }),
}));

describe('report charts', () => {
  it('draws the P&L with a bar per month for income and costs and the net profit line', () => {
    const { container } = render(<PnlChart view={pnlView(pnlReport())} />);
    expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    expect(container.querySelector('.recharts-line')).toBeTruthy();
    expect(container.textContent).toContain('Jan 2026');
    expect(container.textContent).toContain('Net profit');
  });

  it('draws a line per account and the total', () => {
    const { container } = render(<CashChart cash={cashReport()} />);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    expect(container.textContent).toContain('Mercury Checking');
    expect(container.textContent).toContain('Total');
  });
});
