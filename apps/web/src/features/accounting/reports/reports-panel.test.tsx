import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';
import { signIn } from '@/test/fixtures';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { setViewportWidth } from '@/test/match-media';
import { cashReport, form5472, pnlReport } from './report-fixtures';
import { ReportsPanel } from './reports-panel';

// recharts needs a laid-out box jsdom does not have: the charts are stand-ins here (the
// frame around them, with its text alternative, is the real one).
vi.mock('./charts', () => ({
  PnlChart: () => <div data-testid="pnl-chart" />,
  CashChart: () => <div data-testid="cash-chart" />,
}));

setUpRouteTests();

const A = '/client/company/v7/accounting';
const PAGE = '/dashboard/accounting';
const THIS_YEAR = `from=2026-01-01&to=2026-11-26&currency=USD`;

beforeEach(() => {
  // Only Date is faked: "today" is Nov 26, 2026; react-query's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 12));
  signIn();
});
afterEach(() => vi.useRealTimers());

const routes = (extra: Record<string, TMockAnswer> = {}, currencies = ['USD']) => ({
  [`GET ${A}/overview`]: {
    data: {
      uncategorised: 12,
      bookkeeping: { active: false, closedThrough: null },
      months: [],
      currencies,
    },
  },
  [`GET ${A}/reports/pnl?${THIS_YEAR}`]: { data: pnlReport() },
  [`GET ${A}/reports/cash?${THIS_YEAR}`]: { data: cashReport() },
  [`GET ${A}/reports/form-5472?year=2026`]: { data: form5472() },
  ...extra,
});

const renderPanel = (search = '?tab=reports') => {
  const router = createMemoryRouter([{ path: PAGE, element: <ReportsPanel /> }], {
    initialEntries: [`${PAGE}${search}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};
const search = (router: ReturnType<typeof renderPanel>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('Reports tab', () => {
  it('reads the P&L: chart alternative, grouped table, signs, totals and the uncategorised notice', async () => {
    const api = mockApi(routes());
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Profit and loss' })).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Income $8,000.00, costs $5,900.00, net profit $2,100.00 over the period',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Profit and loss by category and month' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    const texts = (name: string) => [...row(name)].map((td) => td.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Category', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Total']);
    expect(texts('Contractors')).toEqual(['$0.00', '$1,000.00', '$4,000.00', '$5,000.00']);
    expect(texts('Total expenses')).toEqual(['$100.00', '$1,150.00', '$4,050.00', '$5,300.00']);
    expect(texts('Total income')).toEqual(['$5,000.00', '$3,000.00', '$0.00', '$8,000.00']);
    expect(texts('Net profit')).toEqual(['$4,700.00', '$1,650.00', '−$4,250.00', '$2,100.00']);
    expect(row('Net profit')[2]?.classList.contains('text-red-700')).toBe(true);
    expect(row('Net profit')[0]?.classList.contains('text-red-700')).toBe(false);
    // Income vs expenses, the same figures.
    const cards = screen.getByLabelText('Income vs expenses');
    expect(cards.textContent).toContain('Income$8,000.00');
    expect(cards.textContent).toContain('Costs$5,900.00');
    expect(cards.textContent).toContain('Net profit$2,100.00');
    expect(cards.textContent).toContain('Margin26%');
    const notice = screen.getByText(/not in these figures/);
    expect(notice.textContent).toContain(
      '12 transactions ($1,234.00) are not categorised yet and are not in these figures',
    );
    expect(within(notice).getByRole('link', { name: 'Categorise them' }).getAttribute('href')).toBe(
      `${PAGE}?tab=transactions&uncategorised=true`,
    );
    expect(api.unanswered).toEqual([]);
  });

  it('puts the period presets and custom days in the address and asks for them', async () => {
    const lastYear = 'from=2025-01-01&to=2025-12-31&currency=USD';
    const custom = 'from=2026-02-01&to=2026-11-26&currency=USD';
    const api = mockApi(
      routes({
        [`GET ${A}/reports/pnl?${lastYear}`]: { data: pnlReport() },
        [`GET ${A}/reports/cash?${lastYear}`]: { data: cashReport() },
        [`GET ${A}/reports/pnl?${custom}`]: { data: pnlReport() },
        [`GET ${A}/reports/cash?${custom}`]: { data: cashReport() },
      }),
    );
    const user = userEvent.setup();
    const router = renderPanel();
    await screen.findByRole('img', { name: /^Income/ });
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last year');
    expect(search(router)).toEqual({ tab: 'reports', period: 'last-year' });
    await waitFor(() => expect(api.callTo(`${A}/reports/pnl?${lastYear}`)).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    expect(search(router)).toEqual({
      tab: 'reports',
      period: 'custom',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-26');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await waitFor(() => expect(api.callTo(`${A}/reports/pnl?${custom}`)).toBeTruthy());
    expect(search(router)).toMatchObject({ from: '2026-02-01', to: '2026-11-26' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This quarter');
    expect(search(router)).toEqual({ tab: 'reports', period: 'this-quarter' });
  });

  it('offers a currency only when the books hold more than one', async () => {
    const eur = 'from=2026-01-01&to=2026-11-26&currency=EUR';
    const api = mockApi(
      routes(
        {
          [`GET ${A}/reports/pnl?${eur}`]: { data: pnlReport({ currency: 'EUR' }) },
          [`GET ${A}/reports/cash?${eur}`]: { data: { ...cashReport(), currency: 'EUR' } },
        },
        ['EUR', 'USD'],
      ),
    );
    const user = userEvent.setup();
    const router = renderPanel();
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect((currency as HTMLSelectElement).value).toBe('USD');
    await user.selectOptions(currency, 'EUR');
    expect(search(router)).toMatchObject({ currency: 'EUR' });
    expect(
      await screen.findByRole('img', { name: /^Income EUR 8,000.00, costs EUR 5,900.00/ }),
    ).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('has no currency choice with one currency, and asks in the books’ only one', async () => {
    const eur = 'from=2026-01-01&to=2026-11-26&currency=EUR';
    const api = mockApi(
      routes(
        {
          [`GET ${A}/reports/pnl?${eur}`]: { data: pnlReport({ currency: 'EUR' }) },
          [`GET ${A}/reports/cash?${eur}`]: { data: { ...cashReport(), currency: 'EUR' } },
        },
        ['EUR'],
      ),
    );
    renderPanel();
    await screen.findByRole('img', { name: /^Income EUR/ });
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(api.calls.some((c) => c.path.includes('currency=USD'))).toBe(false);
  });

  it('lists cash by account with the latest balances', async () => {
    mockApi(routes());
    renderPanel();
    const section = (await screen.findByRole('heading', { name: 'Cash by account' })).closest(
      'section',
    )!;
    expect(
      await within(section).findByRole('img', {
        name: 'Month-end balances in USD: Mercury Checking $9,000.00, Amex −$120.00; total $8,880.00 on Mar 31, 2026',
      }),
    ).toBeTruthy();
    expect(section.textContent).toContain('Mercury Checking$9,000.00');
    expect(section.textContent).toContain('Amex−$120.00');
    expect(section.textContent).toContain('Total$8,880.00');
  });

  it('summarises Form 5472 for the tax year chosen', async () => {
    const api = mockApi(
      routes({
        [`GET ${A}/reports/form-5472?year=2024`]: {
          data: form5472({ year: 2024, lines: [], transactions: [], uncategorisedInYear: 0 }),
        },
      }),
    );
    const user = userEvent.setup();
    const router = renderPanel();
    const card = (await screen.findByRole('heading', { name: 'Form 5472 summary' })).closest(
      'section',
    )!;
    expect(card.textContent).toMatch(/file Form 5472 with a pro forma Form 1120 each year/);
    const year = within(card).getByRole('combobox', { name: 'Tax year' });
    expect([...(year as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
    ]);
    expect(await within(card).findByText('Ana García')).toBeTruthy();
    const line = within(card)
      .getByRole('rowheader', { name: 'Amounts borrowed from the owner' })
      .closest('tr')!;
    expect(line.textContent).toContain('2$2,500.00 · EUR 500.00');
    expect(card.textContent).toContain(
      '4 transactions this year are not categorised yet — they may belong here.',
    );
    expect(within(card).getByText('Reportable transactions (3)')).toBeTruthy();
    expect(within(card).getByText('Wire from Ana García')).toBeTruthy();

    await user.selectOptions(year, '2024');
    expect(search(router)).toMatchObject({ year: '2024' });
    expect(
      await within(card).findByText(/No reportable transaction with the owner in 2024/),
    ).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('exports the P&L, cash and Form 5472 files of the current query', async () => {
    const files = {
      [`GET ${A}/reports/pnl.csv?${THIS_YEAR}`]: { data: 'csv' },
      [`GET ${A}/reports/pnl.pdf?${THIS_YEAR}`]: { data: 'pdf' },
      [`GET ${A}/reports/cash.csv?${THIS_YEAR}`]: { data: 'csv' },
      [`GET ${A}/reports/form-5472.pdf?year=2026`]: { data: 'pdf' },
      [`GET ${A}/reports/form-5472.csv?year=2026`]: { data: 'csv' },
    };
    const api = mockApi(routes(files));
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    // The saved names, instead of jsdom's "navigation not implemented".
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('img', { name: /^Income/ });
    for (const name of [
      'Export P&L (CSV)',
      'Export P&L (PDF)',
      'Export cash (CSV)',
      'Download for your preparer (PDF)',
      'Download for your preparer (CSV)',
    ])
      await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(saved).toHaveLength(5));
    expect(saved.sort()).toEqual([
      'cash-2026-01-01-to-2026-11-26.csv',
      'form-5472-2026.csv',
      'form-5472-2026.pdf',
      'profit-and-loss-2026-01-01-to-2026-11-26.csv',
      'profit-and-loss-2026-01-01-to-2026-11-26.pdf',
    ]);
    click.mockRestore();
    for (const path of Object.keys(files)) {
      const call = api.callTo(path.slice(4));
      expect(call, path).toBeTruthy();
      expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    }
    expect(api.unanswered).toEqual([]);
  });

  it('says when the period has no transactions, with the way to import', async () => {
    mockApi(
      routes({
        [`GET ${A}/reports/pnl?${THIS_YEAR}`]: {
          data: pnlReport({ rows: [], uncategorised: { count: 0, in: 0, out: 0 } }),
        },
      }),
    );
    renderPanel();
    expect(await screen.findByText('No transactions in this period')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a bank statement' }).getAttribute('href')).toBe(
      `/dashboard/accounting/import`,
    );
  });

  it('shows the EUR income apart with its note, and opens the EUR report from it', async () => {
    const eur = 'from=2026-01-01&to=2026-11-26&currency=EUR';
    const api = mockApi(
      routes(
        {
          [`GET ${A}/reports/pnl?${THIS_YEAR}`]: {
            data: pnlReport({
              otherCurrencies: [
                {
                  currency: 'EUR',
                  income: 455895,
                  costs: 0,
                  netProfit: 455895,
                  liabilities: 0,
                  uncategorised: 0,
                },
              ],
            }),
          },
          [`GET ${A}/reports/pnl?${eur}`]: { data: pnlReport({ currency: 'EUR' }) },
          [`GET ${A}/reports/cash?${eur}`]: { data: { ...cashReport(), currency: 'EUR' } },
        },
        ['EUR', 'USD'],
      ),
    );
    const user = userEvent.setup();
    const router = renderPanel();
    const others = (await screen.findByRole('heading', { name: 'Other currencies' })).closest(
      'section',
    )!;
    expect(within(others).getByRole('note').textContent).toBe(
      'EUR income is shown apart: it is not converted.',
    );
    expect(others.textContent).toContain('IncomeEUR 4,558.95');
    expect(others.textContent).toContain('Net profitEUR 4,558.95');
    // The USD figures are USD only.
    expect(screen.getByLabelText('Income vs expenses').textContent).toContain('Income$8,000.00');
    await user.click(within(others).getByRole('button', { name: 'Show the EUR profit and loss' }));
    expect(search(router)).toMatchObject({ currency: 'EUR' });
    expect(await screen.findByRole('img', { name: /^Income EUR 8,000.00/ })).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('lists the tax collected as owed to others, outside income', async () => {
    mockApi(
      routes({
        [`GET ${A}/reports/pnl?${THIS_YEAR}`]: {
          data: pnlReport({
            liabilities: [
              {
                categoryId: 'c-tax',
                name: 'Sales tax / VAT collected',
                byMonth: [0, 20000, 0],
                total: 20000,
              },
            ],
          }),
        },
      }),
    );
    renderPanel();
    const owed = (
      await screen.findByRole('heading', { name: 'Owed to others, not income' })
    ).closest('section')!;
    expect(owed.textContent).toContain('Sales tax / VAT collected$200.00');
    expect(owed.textContent).toContain('belongs to the tax authority: it is paid over');
    const table = screen.getByRole('table', { name: 'Profit and loss by category and month' });
    expect(
      within(table).queryByRole('rowheader', { name: 'Sales tax / VAT collected' }),
    ).toBeNull();
    expect(screen.getByLabelText('Income vs expenses').textContent).toContain('Income$8,000.00');
  });

  it('starts the table at the month the books start, with the total in the last column', async () => {
    mockApi(
      routes({
        [`GET ${A}/reports/pnl?${THIS_YEAR}`]: {
          data: pnlReport({ firstTransactionOn: '2026-02-10' }),
        },
      }),
    );
    renderPanel();
    const table = await screen.findByRole('table', {
      name: 'Profit and loss by category and month',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Category', 'Feb 2026', 'Mar 2026', 'Total']);
    const net = within(table).getByRole('rowheader', { name: 'Net profit' }).closest('tr')!;
    // The period's totals all the same (January is before the books and had nothing).
    expect([...net.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '$1,650.00',
      '−$4,250.00',
      '$2,100.00',
    ]);
    expect(screen.getByText(/^From 10 Feb 2026, when your books start/)).toBeTruthy();
  });

  it('on a phone: totals by category and one card per month, the latest first, nothing wide', async () => {
    setViewportWidth(390);
    mockApi(routes());
    renderPanel();
    const byCategory = await screen.findByRole('table', { name: 'Profit and loss by category' });
    expect(
      screen.queryByRole('table', { name: 'Profit and loss by category and month' }),
    ).toBeNull();
    expect(
      within(byCategory)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Category', 'Total']);
    const net = within(byCategory).getByRole('rowheader', { name: 'Net profit' }).closest('tr')!;
    expect(net.textContent).toContain('$2,100.00');
    const months = within(
      screen.getByRole('list', { name: 'Profit and loss by month' }),
    ).getAllByRole('listitem');
    expect(months.map((m) => within(m).getByRole('heading').textContent)).toEqual([
      'Mar 2026',
      'Feb 2026',
      'Jan 2026',
    ]);
    expect(months[0]?.textContent).toContain('Net profit−$4,250.00');
  });

  it('with no USD in the period but EUR: says so, and shows the EUR apart', async () => {
    mockApi(
      routes({
        [`GET ${A}/reports/pnl?${THIS_YEAR}`]: {
          data: pnlReport({
            rows: [],
            uncategorised: { count: 0, in: 0, out: 0 },
            otherCurrencies: [
              {
                currency: 'EUR',
                income: 0,
                costs: 5000,
                netProfit: -5000,
                liabilities: 0,
                uncategorised: 2,
              },
            ],
          }),
        },
      }),
    );
    renderPanel();
    expect(await screen.findByText('No USD transactions in this period')).toBeTruthy();
    const others = screen.getByRole('heading', { name: 'Other currencies' }).closest('section')!;
    expect(within(others).getByRole('note').textContent).toBe(
      'EUR figures are shown apart: they are not converted.',
    );
    expect(others.textContent).toContain('Net profit−EUR 50.00');
    expect(others.textContent).toContain('2 transactions are not categorised yet.');
  });

  it('shows a failed report with Try again, which asks again', async () => {
    let fail = true;
    mockApi({
      ...routes(),
      [`GET ${A}/reports/pnl?${THIS_YEAR}`]: () =>
        // A 4xx is not retried: the failure shows at once.
        fail ? { status: 409, message: 'Try again later' } : { data: pnlReport() },
    });
    const user = userEvent.setup();
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The profit and loss could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Income \$8,000.00/ })).toBeTruthy();
  });
});
