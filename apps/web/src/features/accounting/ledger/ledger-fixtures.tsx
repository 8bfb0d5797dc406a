import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  TCategory,
  TLedgerAccount,
  TRule,
  TTransaction,
  TTransactionList,
} from '@charterline/shared/schemas/accounting';
import { Toaster } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';

/** Test data of the ledger and rules panels (issue 22), shaped as the contract's answers. */
export const BASE = '/client/company/v7/accounting';
export const TX = `${BASE}/transactions`;

export const categoryOf = (over: Partial<TCategory> = {}): TCategory => ({
  id: '11111111-1111-4111-8111-111111111111',
  key: 'sales',
  name: 'Sales',
  type: 'income',
  form5472: null,
  archived: false,
  transactionCount: 3,
  ...over,
});
export const SALES = categoryOf();
export const SOFTWARE = categoryOf({
  id: '22222222-2222-4222-8222-222222222222',
  key: 'software',
  name: 'Software and subscriptions',
  type: 'expense',
  transactionCount: 0,
});
export const OLD = categoryOf({
  id: '33333333-3333-4333-8333-333333333333',
  key: null,
  name: 'Old stuff',
  type: 'expense',
  archived: true,
  transactionCount: 0,
});
export const CATEGORIES = [SALES, SOFTWARE, OLD];

export const ACCOUNT: TLedgerAccount = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Mercury Checking',
  kind: 'bank',
  institution: 'Mercury',
  currency: 'USD',
  last4: '1234',
  openingBalance: 0,
  openingDate: '2026-01-01',
  balance: 100_000,
  transactionCount: 3,
  lastTransactionOn: '2026-03-02',
  mapping: null,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const transactionOf = (over: Partial<TTransaction> = {}): TTransaction => ({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
  accountId: ACCOUNT.id,
  accountName: ACCOUNT.name,
  date: '2026-03-02',
  description: 'GITHUB INC',
  amount: -1_200,
  currency: 'USD',
  categoryId: null,
  categoryName: null,
  counterparty: 'GitHub',
  memo: null,
  source: 'import',
  importId: null,
  splits: [],
  invoice: null,
  matchedTransactionId: null,
  attachmentIds: [],
  locked: false,
  createdAt: '2026-03-03T00:00:00.000Z',
  ...over,
});
export const GITHUB = transactionOf();
export const STRIPE = transactionOf({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2',
  description: 'STRIPE PAYOUT',
  amount: 50_000,
  counterparty: null,
  categoryId: SALES.id,
  categoryName: SALES.name,
});
export const LOCKED = transactionOf({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb3',
  description: 'JANUARY RENT',
  date: '2026-01-05',
  amount: -90_000,
  locked: true,
});

export const listOf = (
  content: TTransaction[],
  over: Partial<TTransactionList> = {},
): TTransactionList => ({
  content,
  page: 0,
  size: 50,
  totalElements: content.length,
  totalPages: content.length > 0 ? 1 : 0,
  sums: [{ currency: 'USD', in: 50_000, out: -91_200 }],
  ...over,
});

export const ruleOf = (over: Partial<TRule> = {}): TRule => ({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  position: 0,
  descriptionContains: 'STRIPE',
  direction: 'in',
  amountMin: null,
  amountMax: null,
  accountId: null,
  categoryId: SALES.id,
  categoryName: SALES.name,
  counterparty: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

/** The routes every ledger render asks for (categories, accounts, the uncategorised count). */
export const ledgerBaseRoutes = (uncategorised = 1) => ({
  [`GET ${BASE}/categories`]: { data: CATEGORIES },
  [`GET ${BASE}/accounts`]: { data: [ACCOUNT] },
  [`GET ${TX}?uncategorised=true&size=1`]: {
    data: listOf([], { totalElements: uncategorised }),
  },
});

const PAGE = '/dashboard/accounting';

/** A panel as its tab shows it, under a router whose URL the test reads. */
export const renderPanel = (element: ReactElement, search = '?tab=transactions') => {
  const router = createMemoryRouter(
    [
      { path: PAGE, element },
      { path: `${PAGE}/import`, element: <p>Import page</p> },
    ],
    { initialEntries: [`${PAGE}${search}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};
