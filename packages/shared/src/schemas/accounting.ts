import { z } from 'zod';
import { successEnvelope } from './envelope';
import { ZCurrency } from './invoicing';
import { pagedOf, pagingQuery } from './paging';

/**
 * Accounting (issue 22, decisions 0145–0150): the company's books from its bank statements.
 * Money is in minor units of the account's currency, signed: money in is positive, money out
 * negative. Reports are per currency (a EUR Wise account is never added to a USD one).
 */

const ZIsoDay = z.iso.date('Use a date like 2026-01-31');
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-01');
/** `?uncategorised=true` and friends: a query string flag. */
const ZFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

// ---------------------------------------------------------------- accounts

export const ACCOUNT_KINDS = ['bank', 'card'] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<TAccountKind, string> = {
  bank: 'Bank account',
  card: 'Credit card',
};

/** Every amount in minor units (cents): an integer within ±$100,000,000. */
export const AMOUNT_LIMIT = 10_000_000_000;
const ZBoundedAmount = z.number().int().min(-AMOUNT_LIMIT).max(AMOUNT_LIMIT);

/** The account's fields without defaults (a patch must not reset what it does not name). */
const ledgerAccountFields = {
  name: z.string().trim().min(1, 'Name the account, e.g. Mercury Checking').max(100),
  kind: z.enum(ACCOUNT_KINDS),
  institution: z.string().trim().max(100).nullable().optional(),
  currency: ZCurrency,
  last4: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the last 4 digits')
    .nullable()
    .optional(),
  /** The balance on the opening date, before any transaction in the books. */
  openingBalance: ZBoundedAmount,
  openingDate: ZIsoDay,
};
export const ZLedgerAccountInput = z.object({
  ...ledgerAccountFields,
  kind: ledgerAccountFields.kind.default('bank'),
  currency: ledgerAccountFields.currency.default('USD'),
  openingBalance: ledgerAccountFields.openingBalance.default(0),
});
export type TLedgerAccountInput = z.input<typeof ZLedgerAccountInput>;
/**
 * Renaming, archiving; the currency never changes once there are transactions. Built from the
 * fields without defaults: `.partial()` of the input would fill kind/currency/openingBalance.
 */
export const ZLedgerAccountPatch = z
  .object(ledgerAccountFields)
  .partial()
  .extend({ archived: z.boolean().optional() });
export type TLedgerAccountPatch = z.input<typeof ZLedgerAccountPatch>;

// ---------------------------------------------------------------- CSV column mapping

/** Date formats a bank's CSV uses; the mapping step shows each with the file's first date. */
export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'DD.MM.YYYY',
  'YYYY/MM/DD',
  'MM/DD/YY',
  'DD/MM/YY',
] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];

const ZColumn = z.string().min(1, 'Choose a column').max(200);
export const ZAmountMapping = z.discriminatedUnion('mode', [
  /** One signed column; `invert` when the bank prints money out as positive (card statements). */
  z.object({ mode: z.literal('single'), column: ZColumn, invert: z.boolean().default(false) }),
  /** Money out in one column, money in in another (both positive). */
  z.object({ mode: z.literal('split'), debitColumn: ZColumn, creditColumn: ZColumn }),
]);
export type TAmountMapping = z.infer<typeof ZAmountMapping>;

/** Columns are named by their header (the first row). Remembered per account after an import. */
export const ZCsvMapping = z.object({
  dateColumn: ZColumn,
  dateFormat: z.enum(DATE_FORMATS),
  descriptionColumn: ZColumn,
  amount: ZAmountMapping,
  counterpartyColumn: ZColumn.nullable().optional(),
  /** '.' for 1,234.56; ',' for 1.234,56. */
  decimalSeparator: z.enum(['.', ',']).default('.'),
  /**
   * The bank's status of each row (Mercury's "Status", Revolut's "State"): a row the bank has
   * not settled (pending) or that moved no money (failed, cancelled…) is skipped, never booked
   * as final (decision 0184). Null or absent: every row is final.
   */
  statusColumn: ZColumn.nullable().optional(),
});
export type TCsvMapping = z.infer<typeof ZCsvMapping>;
export type TCsvMappingInput = z.input<typeof ZCsvMapping>;

export const ZLedgerAccount = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  institution: z.string().nullable(),
  currency: z.string(),
  last4: z.string().nullable(),
  openingBalance: z.number().int(),
  openingDate: z.string(),
  /** Opening balance plus every transaction of the account (splits do not change it). */
  balance: z.number().int(),
  transactionCount: z.number().int(),
  lastTransactionOn: z.string().nullable(),
  /** The CSV mapping the last import used, offered again on the next one. */
  mapping: ZCsvMapping.nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;
export const ZLedgerAccountsResponse = successEnvelope(z.array(ZLedgerAccount));
export const ZLedgerAccountResponse = successEnvelope(ZLedgerAccount);

// ---------------------------------------------------------------- categories

export const CATEGORY_TYPES = [
  'income',
  'cost_of_sales',
  'expense',
  'owner',
  'transfer',
  'tax',
  'liability',
] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<TCategoryType, string> = {
  income: 'Income',
  cost_of_sales: 'Cost of sales',
  expense: 'Expenses',
  owner: 'Owner’s equity and loans',
  transfer: 'Transfers',
  tax: 'Taxes',
  liability: 'Owed to others',
};
/** Which types make the profit and loss (owner and transfer money is not profit or loss). */
export const PNL_TYPES = [
  'income',
  'cost_of_sales',
  'expense',
  'tax',
] as const satisfies readonly TCategoryType[];

/**
 * What a category means for Form 5472 Part IV/V: transactions between the LLC and its foreign
 * owner (decision 0149). Null: not reportable.
 */
export const FORM_5472_KINDS = [
  'contribution',
  'distribution',
  'loan_from_owner',
  'loan_repaid_to_owner',
  'paid_to_owner',
  'received_from_owner',
] as const;
export type TForm5472Kind = (typeof FORM_5472_KINDS)[number];
export const FORM_5472_LABELS: Record<TForm5472Kind, string> = {
  contribution: 'Capital contributed by the owner',
  distribution: 'Distributions to the owner',
  loan_from_owner: 'Amounts borrowed from the owner',
  loan_repaid_to_owner: 'Loans repaid to the owner',
  paid_to_owner: 'Amounts paid to the owner (services, rent, reimbursements)',
  received_from_owner: 'Amounts received from the owner (sales, services)',
};

/**
 * The chart every company starts with (decision 0146): small, fit for an LLC, editable. `key`
 * names a system category the code refers to (Sales for invoice payments, the owner lines for
 * Form 5472); renaming keeps the key.
 */
export const DEFAULT_CHART = [
  { key: 'sales', name: 'Sales', type: 'income' },
  { key: 'other_income', name: 'Other income', type: 'income' },
  { key: 'interest_income', name: 'Interest income', type: 'income' },
  { key: 'refunds', name: 'Refunds to customers', type: 'income' },
  { key: 'cost_of_goods', name: 'Cost of goods sold', type: 'cost_of_sales' },
  { key: 'payment_fees', name: 'Payment processing fees', type: 'cost_of_sales' },
  { key: 'hosting', name: 'Hosting and infrastructure', type: 'cost_of_sales' },
  { key: 'advertising', name: 'Advertising and marketing', type: 'expense' },
  { key: 'bank_fees', name: 'Bank fees', type: 'expense' },
  { key: 'contractors', name: 'Contractors', type: 'expense' },
  { key: 'professional_fees', name: 'Legal and professional fees', type: 'expense' },
  { key: 'software', name: 'Software and subscriptions', type: 'expense' },
  { key: 'office', name: 'Office and supplies', type: 'expense' },
  { key: 'rent', name: 'Rent', type: 'expense' },
  { key: 'travel', name: 'Travel', type: 'expense' },
  { key: 'meals', name: 'Meals', type: 'expense' },
  { key: 'phone_internet', name: 'Phone and internet', type: 'expense' },
  { key: 'insurance', name: 'Insurance', type: 'expense' },
  { key: 'company_fees', name: 'Company filings and registered agent', type: 'expense' },
  { key: 'other_expenses', name: 'Other expenses', type: 'expense' },
  {
    key: 'owner_contribution',
    name: 'Owner contribution',
    type: 'owner',
    form5472: 'contribution',
  },
  { key: 'owner_draw', name: 'Owner draw', type: 'owner', form5472: 'distribution' },
  { key: 'owner_loan_in', name: 'Loan from owner', type: 'owner', form5472: 'loan_from_owner' },
  {
    key: 'owner_loan_repaid',
    name: 'Loan repaid to owner',
    type: 'owner',
    form5472: 'loan_repaid_to_owner',
  },
  { key: 'transfer', name: 'Transfer between accounts', type: 'transfer' },
  { key: 'taxes', name: 'Taxes and licences', type: 'tax' },
  /**
   * The tax part of an invoice payment (decision 0184): collected for a tax authority and owed
   * to it, so a liability and never income. Paying it over takes it back down.
   */
  { key: 'sales_tax_collected', name: 'Sales tax / VAT collected', type: 'liability' },
] as const satisfies readonly {
  key: string;
  name: string;
  type: TCategoryType;
  form5472?: TForm5472Kind;
}[];
export type TChartKey = (typeof DEFAULT_CHART)[number]['key'];

export const ZCategoryInput = z.object({
  name: z.string().trim().min(1, 'Name the category').max(80),
  type: z.enum(CATEGORY_TYPES),
  form5472: z.enum(FORM_5472_KINDS).nullable().optional(),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;
export const ZCategoryPatch = ZCategoryInput.partial().extend({ archived: z.boolean().optional() });

export const ZCategory = z.object({
  id: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  type: z.enum(CATEGORY_TYPES),
  form5472: z.enum(FORM_5472_KINDS).nullable(),
  archived: z.boolean(),
  /** Transactions and split parts in it (a category in use is archived, not deleted). */
  transactionCount: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;
export const ZCategoriesResponse = successEnvelope(z.array(ZCategory));
export const ZCategoryResponse = successEnvelope(ZCategory);

// ---------------------------------------------------------------- rules

export const RULE_DIRECTIONS = ['any', 'in', 'out'] as const;
export type TRuleDirection = (typeof RULE_DIRECTIONS)[number];

/**
 * "Description contains STRIPE → Sales": every condition given must hold. Amounts compare the
 * absolute value in minor units. Applied on import (first matching rule by position wins) and
 * on demand to uncategorised transactions.
 */
export const ZRuleInput = z
  .object({
    descriptionContains: z.string().trim().min(1).max(200).nullable().optional(),
    direction: z.enum(RULE_DIRECTIONS).default('any'),
    amountMin: z.number().int().min(0).nullable().optional(),
    amountMax: z.number().int().min(0).nullable().optional(),
    accountId: z.uuid().nullable().optional(),
    categoryId: z.uuid(),
    /** Also sets the counterparty, when given. */
    counterparty: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .refine(
    (r) =>
      Boolean(r.descriptionContains) ||
      r.amountMin != null ||
      r.amountMax != null ||
      Boolean(r.accountId) ||
      r.direction !== 'any',
    { message: 'Give the rule at least one condition', path: ['descriptionContains'] },
  )
  .refine((r) => r.amountMin == null || r.amountMax == null || r.amountMin <= r.amountMax, {
    message: 'The lowest amount is above the highest',
    path: ['amountMax'],
  });
export type TRuleInput = z.input<typeof ZRuleInput>;

export const ZRule = z.object({
  id: z.string(),
  position: z.number().int(),
  descriptionContains: z.string().nullable(),
  direction: z.enum(RULE_DIRECTIONS),
  amountMin: z.number().int().nullable(),
  amountMax: z.number().int().nullable(),
  accountId: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  counterparty: z.string().nullable(),
  createdAt: z.string(),
});
export type TRule = z.infer<typeof ZRule>;
export const ZRulesResponse = successEnvelope(z.array(ZRule));
export const ZRuleResponse = successEnvelope(ZRule);
export const ZApplyRulesResult = successEnvelope(
  z.object({ examined: z.number().int(), categorised: z.number().int() }),
);

// ---------------------------------------------------------------- transactions

export const TRANSACTION_SOURCES = ['import', 'manual', 'invoice_payment'] as const;
export type TTransactionSource = (typeof TRANSACTION_SOURCES)[number];

export const ZSplitPart = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  amount: z.number().int(),
  memo: z.string().nullable(),
});
export type TSplitPart = z.infer<typeof ZSplitPart>;

export const ZTransaction = z.object({
  id: z.string(),
  /** Null for an invoice payment not matched to a deposit yet (it counts as income until then). */
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Null when uncategorised or split (then `splits` says where it went). */
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  counterparty: z.string().nullable(),
  memo: z.string().nullable(),
  source: z.enum(TRANSACTION_SOURCES),
  importId: z.string().nullable(),
  splits: z.array(ZSplitPart),
  /** The invoice it pays (an invoice payment, or the deposit matched to one). */
  invoice: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  /** The other side of a match: the deposit of an invoice payment, or the payment of a deposit. */
  matchedTransactionId: z.string().nullable(),
  /** Receipts in the documents vault. */
  attachmentIds: z.array(z.string()),
  /** In a month the books are closed for: read only (decision 0150). */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionResponse = successEnvelope(ZTransaction);

export const TRANSACTION_SORT_FIELDS = ['date', 'amount', 'description'] as const;
export const ZTransactionListQuery = pagingQuery(TRANSACTION_SORT_FIELDS, {
  size: 50,
  sort: 'date,desc',
}).extend({
  companyId: z.uuid().optional(),
  /** Words in the description, counterparty or memo. */
  q: z.string().trim().max(200).optional(),
  accountId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  uncategorised: ZFlag,
  source: z.enum(TRANSACTION_SOURCES).optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
});
export type TTransactionListQuery = z.input<typeof ZTransactionListQuery>;
export const ZTransactionList = pagedOf(ZTransaction).extend({
  /** Money in and out over every transaction the filters select, per currency. */
  sums: z.array(z.object({ currency: z.string(), in: z.number().int(), out: z.number().int() })),
});
export type TTransactionList = z.infer<typeof ZTransactionList>;
export const ZTransactionListResponse = successEnvelope(ZTransactionList);

export const ZTransactionInput = z.object({
  accountId: z.uuid(),
  date: ZIsoDay,
  description: z.string().trim().min(1, 'Describe the transaction').max(500),
  amount: ZBoundedAmount.refine((v) => v !== 0, 'Enter an amount'),
  categoryId: z.uuid().nullable().optional(),
  counterparty: z.string().trim().max(200).nullable().optional(),
  memo: z.string().trim().max(2000).nullable().optional(),
});
export type TTransactionInput = z.input<typeof ZTransactionInput>;
/** Category, counterparty and memo on any transaction; the rest only on one added by hand. */
export const ZTransactionPatch = ZTransactionInput.partial();
export type TTransactionPatch = z.input<typeof ZTransactionPatch>;

export const ZBulkCategorise = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  /** Null makes them uncategorised again. */
  categoryId: z.uuid().nullable(),
});
export const ZBulkCategoriseResult = successEnvelope(z.object({ updated: z.number().int() }));

export const ZSplitInput = z.object({
  parts: z
    .array(
      z.object({
        /** Bounded like every amount: 20 parts add up exactly, far below 2^53. */
        amount: ZBoundedAmount.refine((v) => v !== 0, 'Enter an amount'),
        categoryId: z.uuid(),
        memo: z.string().trim().max(500).nullable().optional(),
      }),
    )
    .min(2, 'Split into at least two parts')
    .max(20),
});
export type TSplitInput = z.input<typeof ZSplitInput>;

export const ZMatchInput = z.object({ transactionId: z.uuid() });
export const ZMatchCandidatesResponse = successEnvelope(z.array(ZTransaction));
export const ZAttachInput = z.object({ documentId: z.uuid() });

// ---------------------------------------------------------------- imports

export const IMPORT_FORMATS = ['csv', 'ofx'] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'running',
  'done',
  'failed',
  'undone',
] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];
/** Statements up to this size are accepted (a 50,000-row CSV is about 5 MB). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_FILE_MESSAGE = 'Upload a CSV, OFX or QFX bank statement';

export const ZImportProblem = z.object({
  line: z.number().int(),
  reason: z.string(),
  /** A row skipped on purpose (nothing to book, not settled at the bank), not unreadable. */
  skipped: z.boolean().optional(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;
export const ZImportReport = z.object({
  added: z.number().int(),
  /** Already in the books (the same statement imported again). */
  duplicates: z.number().int(),
  /** Rows that could not be read (bad date, no amount): first 100 in `problems`. */
  invalid: z.number().int(),
  /** Rows with nothing to book ($0.00) or not settled at the bank: skipped, listed in `problems`. */
  skipped: z.number().int(),
  categorisedByRules: z.number().int(),
  problems: z.array(ZImportProblem),
  /** Set when undone: how many transactions went. */
  removed: z.number().int().nullable(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZImport = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  /** CSV: the header row; OFX: empty. */
  columns: z.array(z.string()),
  /** The first rows as read (CSV cells; OFX: date, description, amount). */
  sampleRows: z.array(z.array(z.string())),
  /** The mapping to propose: the one used last time on this account, else one guessed from the header. */
  suggestedMapping: ZCsvMapping.nullable(),
  /** The bank the header looks like (Mercury, Wise, Chase…), when known. */
  recognisedBank: z.string().nullable(),
  /** The suggested mapping is the one remembered for the account (the page skips the step). */
  mappingRemembered: z.boolean(),
  /**
   * A finished import read on its own: how many of its transactions were categorised (or
   * changed) since it was imported, which an undo would lose. Null in lists (not counted).
   */
  categorisedSince: z.number().int().nullable(),
  mapping: ZCsvMapping.nullable(),
  progress: z.object({ processedRows: z.number().int(), totalRows: z.number().int().nullable() }),
  report: ZImportReport.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TImport = z.infer<typeof ZImport>;
export const ZImportResponse = successEnvelope(ZImport);
export const ZImportsResponse = successEnvelope(z.array(ZImport));
export const ZImportListQuery = z.object({
  companyId: z.uuid().optional(),
  accountId: z.uuid().optional(),
});

export const ZImportPreviewInput = z.object({ mapping: ZCsvMapping.nullable().optional() });
export const ZImportCommitInput = z.object({
  mapping: ZCsvMapping.nullable().optional(),
  rememberMapping: z.boolean().default(true),
});
export const ZImportPreview = z.object({
  /** The first 20 rows as they would be booked. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      date: z.string().nullable(),
      description: z.string(),
      amount: z.number().int().nullable(),
      counterparty: z.string().nullable(),
      /** Why the row will be skipped as unreadable. */
      error: z.string().nullable(),
      /** Why the row will be skipped on purpose ($0.00, pending at the bank), or null. */
      skipped: z.string().nullable(),
      duplicate: z.boolean(),
    }),
  ),
  totalRows: z.number().int(),
  newRows: z.number().int(),
  duplicateRows: z.number().int(),
  invalidRows: z.number().int(),
  skippedRows: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** Money in and out of the rows that will be added. */
  in: z.number().int(),
  out: z.number().int(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
export const ZImportPreviewResponse = successEnvelope(ZImportPreview);

// ---------------------------------------------------------------- overview and bookkeeping

export const ZBooksOverview = z.object({
  /** Transactions without a category (split ones count as categorised). */
  uncategorised: z.number().int(),
  /** The BOOKKEEPING service: our bookkeepers categorise and close months (decision 0150). */
  bookkeeping: z.object({
    active: z.boolean(),
    /** The last month closed, e.g. "2026-09". */
    closedThrough: z.string().nullable(),
  }),
  months: z.array(
    z.object({
      month: z.string(),
      transactions: z.number().int(),
      uncategorised: z.number().int(),
      closed: z.boolean(),
    }),
  ),
  /** Every currency of the books: the accounts' and the invoice payments' (decision 0184). */
  currencies: z.array(z.string()),
  /** Transactions in the books, all of them (0: nothing imported or booked yet). */
  transactionCount: z.number().int(),
});
export type TBooksOverview = z.infer<typeof ZBooksOverview>;
export const ZBooksOverviewResponse = successEnvelope(ZBooksOverview);

// ---------------------------------------------------------------- reports

export const ZReportQuery = z.object({
  companyId: z.uuid().optional(),
  from: ZIsoDay,
  to: ZIsoDay,
  currency: ZCurrency.default('USD'),
  accountId: z.uuid().optional(),
});
export type TReportQuery = z.input<typeof ZReportQuery>;

export const ZProfitAndLoss = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** "2026-01"… one per month of the period. */
  months: z.array(ZMonth),
  rows: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      type: z.enum(PNL_TYPES),
      byMonth: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** Per month, then the period's total (last element is not a month: see `total`). */
  income: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  costOfSales: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  expenses: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  taxes: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  netProfit: z.object({ byMonth: z.array(z.number().int()), total: z.number().int() }),
  /** Not in the figures above until categorised. */
  uncategorised: z.object({ count: z.number().int(), in: z.number().int(), out: z.number().int() }),
  /**
   * Money in the period's books that is not profit or loss because it is owed to others
   * (liability categories, e.g. the sales tax / VAT collected on invoices): money in positive,
   * what was paid over negative (decision 0184).
   */
  liabilities: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      byMonth: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  /**
   * The period's transactions in other currencies, never converted and never dropped: each
   * currency's own totals (ask for that currency for its whole report).
   */
  otherCurrencies: z.array(
    z.object({
      currency: z.string(),
      income: z.number().int(),
      /** Cost of sales, expenses and taxes, as amounts spent (positive). */
      costs: z.number().int(),
      netProfit: z.number().int(),
      liabilities: z.number().int(),
      uncategorised: z.number().int(),
    }),
  ),
  /** The day of the company's first transaction in the books (any currency), if any. */
  firstTransactionOn: z.string().nullable(),
});
export type TProfitAndLoss = z.infer<typeof ZProfitAndLoss>;

/** The words said wherever a P&L shows another currency apart (screen, CSV, PDF): one text. */
export const otherCurrencyNote = (other: { currency: string; income: number }): string =>
  other.income !== 0
    ? `${other.currency} income is shown apart: it is not converted.`
    : `${other.currency} figures are shown apart: they are not converted.`;
/**
 * Where a P&L's months start being worth showing: the month of the company's first
 * transaction when the period starts before it (months before the books began are not zeros
 * to read), else the period's first month. An index into `months`.
 */
export const pnlFirstShownMonth = (
  pnl: Pick<TProfitAndLoss, 'months' | 'firstTransactionOn'>,
): number => {
  const first = pnl.firstTransactionOn?.slice(0, 7);
  if (!first) return 0;
  const at = pnl.months.indexOf(first);
  return at > 0 ? at : 0;
};
/** What a liability line of the P&L is (tax collected is owed to the tax authority). */
export const LIABILITIES_NOTE =
  'Tax collected on invoices belongs to the tax authority: it is paid over, never income or profit.';
export const ZProfitAndLossResponse = successEnvelope(ZProfitAndLoss);

export const ZCashReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Month ends (or `to` for the last one). */
  dates: z.array(z.string()),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      balances: z.array(z.number().int()),
    }),
  ),
  total: z.array(z.number().int()),
});
export type TCashReport = z.infer<typeof ZCashReport>;
export const ZCashReportResponse = successEnvelope(ZCashReport);

export const ZForm5472Query = z.object({
  companyId: z.uuid().optional(),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const ZForm5472Summary = z.object({
  year: z.number().int(),
  company: z.object({ name: z.string(), ein: z.string().nullable() }),
  /** The foreign owner(s) of record (members of the company). */
  owners: z.array(z.object({ name: z.string(), country: z.string().nullable() })),
  lines: z.array(
    z.object({
      kind: z.enum(FORM_5472_KINDS),
      label: z.string(),
      /** Absolute amounts per currency. */
      totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
      count: z.number().int(),
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      description: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      kind: z.enum(FORM_5472_KINDS),
      categoryName: z.string(),
    }),
  ),
  /** Transactions that may belong here but are uncategorised in the year. */
  uncategorisedInYear: z.number().int(),
});
export type TForm5472Summary = z.infer<typeof ZForm5472Summary>;
export const ZForm5472SummaryResponse = successEnvelope(ZForm5472Summary);

export const ZAccountingIdParams = z.object({ id: z.uuid() });
