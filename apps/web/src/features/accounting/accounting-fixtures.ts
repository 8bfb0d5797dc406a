import type {
  TBooksOverview,
  TImport,
  TImportPreview,
  TLedgerAccount,
} from '@charterline/shared/schemas/accounting';
import type { TMockAnswer } from '@/test/mock-api';
import { dashboardRoutes } from '@/test/fixtures';

/** Test data of the accounting page and the import wizard (decision 0152). */
export const BOOKS = '/client/company/v7/accounting';
export const ACCOUNT_ID = '6f0c2a4e-3c1b-4d2e-9a57-0c1d2e3f4a5b';
export const IMPORT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const accountOf = (over: Partial<TLedgerAccount> = {}): TLedgerAccount => ({
  id: ACCOUNT_ID,
  name: 'Mercury Checking',
  kind: 'bank',
  institution: 'Mercury',
  currency: 'USD',
  last4: '1234',
  openingBalance: 0,
  openingDate: '2026-01-01',
  balance: 1_250_000,
  transactionCount: 42,
  lastTransactionOn: '2026-11-20',
  mapping: null,
  archived: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

export const overviewOf = (over: Partial<TBooksOverview> = {}): TBooksOverview => ({
  uncategorised: 7,
  bookkeeping: { active: false, closedThrough: null },
  months: [],
  currencies: ['USD'],
  transactionCount: 42,
  ...over,
});

export const MERCURY_COLUMNS = [
  'Date (UTC)',
  'Description',
  'Amount',
  'Counterparty',
  'Money out',
  'Money in',
];
export const MERCURY_ROWS = [
  ['11-03-2026', 'STRIPE PAYOUT', '1,200.50', 'Stripe', '', '1200.50'],
  ['11-04-2026', 'AWS', '-45.10', 'Amazon', '45.10', ''],
];

export const importOf = (over: Partial<TImport> = {}): TImport => ({
  id: IMPORT_ID,
  accountId: ACCOUNT_ID,
  accountName: 'Mercury Checking',
  fileName: 'mercury-nov.csv',
  format: 'csv',
  status: 'uploaded',
  columns: MERCURY_COLUMNS,
  sampleRows: MERCURY_ROWS,
  suggestedMapping: {
    dateColumn: 'Date (UTC)',
    dateFormat: 'MM-DD-YYYY',
    descriptionColumn: 'Description',
    counterpartyColumn: 'Counterparty',
    amount: { mode: 'single', column: 'Amount', invert: false },
    decimalSeparator: '.',
  },
  recognisedBank: 'Mercury',
  mappingRemembered: false,
  categorisedSince: null,
  mapping: null,
  progress: { processedRows: 0, totalRows: null },
  report: null,
  error: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  finishedAt: null,
  ...over,
});

export const DONE_REPORT = {
  added: 38,
  duplicates: 12,
  invalid: 1,
  skipped: 0,
  categorisedByRules: 9,
  problems: [{ line: 14, reason: 'The date 31-02-2026 is not a date' }],
  removed: null,
};

export const previewOf = (over: Partial<TImportPreview> = {}): TImportPreview => ({
  rows: [
    {
      line: 2,
      date: '2026-09-03',
      description: 'STRIPE PAYOUT',
      amount: 120_050,
      counterparty: null,
      error: null,
      skipped: null,
      duplicate: false,
    },
    {
      line: 3,
      date: '2026-09-04',
      description: 'AWS',
      amount: -4_510,
      counterparty: null,
      error: null,
      skipped: null,
      duplicate: true,
    },
    {
      line: 14,
      date: null,
      description: 'BROKEN',
      amount: null,
      counterparty: null,
      error: 'The date 31-02-2026 is not a date',
      skipped: null,
      duplicate: false,
    },
  ],
  totalRows: 51,
  newRows: 38,
  duplicateRows: 12,
  invalidRows: 1,
  skippedRows: 0,
  firstDate: '2026-09-03',
  lastDate: '2026-11-28',
  in: 500_000,
  out: -120_000,
  ...over,
});

/** The dashboard, the overview and the accounts: what every accounting page asks first. */
export const booksRoutes = ({
  overview = overviewOf(),
  accounts = [accountOf()],
}: { overview?: TBooksOverview; accounts?: TLedgerAccount[] } = {}): Record<
  string,
  TMockAnswer
> => ({
  ...dashboardRoutes(),
  [`GET ${BOOKS}/overview`]: { data: overview },
  [`GET ${BOOKS}/accounts`]: { data: accounts },
  'GET /client/company/v7/offers?moment=billing': { data: [] },
});
