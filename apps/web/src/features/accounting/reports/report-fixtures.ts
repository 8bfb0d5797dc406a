import type {
  TCashReport,
  TForm5472Summary,
  TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';

/** Three months of a small SaaS LLC; costs come signed (money out is negative). */
export const pnlReport = (over: Partial<TProfitAndLoss> = {}): TProfitAndLoss => ({
  from: '2026-01-01',
  to: '2026-03-31',
  currency: 'USD',
  months: ['2026-01', '2026-02', '2026-03'],
  rows: [
    {
      categoryId: 'c-sales',
      name: 'Sales',
      type: 'income',
      byMonth: [500000, 300000, 0],
      total: 800000,
    },
    {
      categoryId: 'c-host',
      name: 'Hosting and infrastructure',
      type: 'cost_of_sales',
      byMonth: [-20000, -20000, -20000],
      total: -60000,
    },
    {
      categoryId: 'c-soft',
      name: 'Software and subscriptions',
      type: 'expense',
      byMonth: [-10000, -15000, -5000],
      total: -30000,
    },
    {
      categoryId: 'c-cont',
      name: 'Contractors',
      type: 'expense',
      byMonth: [0, -100000, -400000],
      total: -500000,
    },
  ],
  income: { byMonth: [500000, 300000, 0], total: 800000 },
  costOfSales: { byMonth: [-20000, -20000, -20000], total: -60000 },
  expenses: { byMonth: [-10000, -115000, -405000], total: -530000 },
  taxes: { byMonth: [0, 0, 0], total: 0 },
  netProfit: { byMonth: [470000, 165000, -425000], total: 210000 },
  uncategorised: { count: 12, in: 100000, out: -23400 },
  liabilities: [],
  otherCurrencies: [],
  firstTransactionOn: '2025-06-02',
  ...over,
});

export const cashReport = (): TCashReport => ({
  from: '2026-01-01',
  to: '2026-03-31',
  currency: 'USD',
  dates: ['2026-01-31', '2026-02-28', '2026-03-31'],
  accounts: [
    { id: 'a-mercury', name: 'Mercury Checking', balances: [1000000, 1200000, 900000] },
    { id: 'a-card', name: 'Amex', balances: [-5000, -8000, -12000] },
  ],
  total: [995000, 1192000, 888000],
});

export const form5472 = (over: Partial<TForm5472Summary> = {}): TForm5472Summary => ({
  year: 2026,
  company: { name: 'Nube Labs LLC', ein: '12-3456789' },
  owners: [{ name: 'Ana García', country: 'ES' }],
  lines: [
    {
      kind: 'contribution',
      label: 'Capital contributed by the owner',
      totals: [{ currency: 'USD', amount: 1000000 }],
      count: 1,
    },
    {
      kind: 'loan_from_owner',
      label: 'Amounts borrowed from the owner',
      totals: [
        { currency: 'USD', amount: 250000 },
        { currency: 'EUR', amount: 50000 },
      ],
      count: 2,
    },
  ],
  transactions: [
    {
      id: 't1',
      date: '2026-01-05',
      description: 'Wire from Ana García',
      amount: 1000000,
      currency: 'USD',
      kind: 'contribution',
      categoryName: 'Owner contribution',
    },
    {
      id: 't2',
      date: '2026-02-10',
      description: 'Loan from Ana',
      amount: 250000,
      currency: 'USD',
      kind: 'loan_from_owner',
      categoryName: 'Loan from owner',
    },
    {
      id: 't3',
      date: '2026-03-10',
      description: 'Loan from Ana (EUR)',
      amount: 50000,
      currency: 'EUR',
      kind: 'loan_from_owner',
      categoryName: 'Loan from owner',
    },
  ],
  uncategorisedInYear: 4,
  ...over,
});
