import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TAccountKind,
  TCategoryType,
  TCsvMapping,
  TForm5472Kind,
  TImportFormat,
  TImportProblem,
  TImportStatus,
  TRuleDirection,
  TTransactionSource,
} from '@charterline/shared/schemas/accounting';
import { users } from './accounts';
import { companies, companyDocuments } from './companies';
import { invoicePayments } from './invoice-money';

/** Money columns: minor units, signed, 64-bit (read as JS numbers). */
const money = (name: string) => bigint(name, { mode: 'number' });

/** Accounting (issue 22): the company's bank and card accounts. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<TAccountKind>().notNull().default('bank'),
    institution: text('institution'),
    currency: text('currency').notNull().default('USD'),
    last4: text('last4'),
    openingBalance: money('opening_balance').notNull().default(0),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    /** The CSV mapping of the last import, proposed on the next one. */
    csvMapping: jsonb('csv_mapping').$type<TCsvMapping>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_accounts_company_idx').on(t.companyId, t.name)],
);

/** The chart of categories, seeded from DEFAULT_CHART on first use; `key` marks system ones. */
export const ledgerCategories = pgTable(
  'ledger_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key'),
    name: text('name').notNull(),
    type: text('type').$type<TCategoryType>().notNull(),
    form5472: text('form_5472').$type<TForm5472Kind>(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_categories_key')
      .on(t.companyId, t.key)
      .where(sql`${t.key} is not null`),
    uniqueIndex('ledger_categories_name').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Categorisation rules, tried in `position` order; the first that matches wins. */
export const ledgerRules = pgTable(
  'ledger_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    descriptionContains: text('description_contains'),
    direction: text('direction').$type<TRuleDirection>().notNull().default('any'),
    amountMin: money('amount_min'),
    amountMax: money('amount_max'),
    accountId: uuid('account_id').references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => ledgerCategories.id, { onDelete: 'cascade' }),
    counterparty: text('counterparty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_rules_company_idx').on(t.companyId, t.position)],
);

/** One statement file: uploaded, mapped, imported by a job as a batch that can be undone. */
export const ledgerImports = pgTable(
  'ledger_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The file in the file store (TFileStorage). */
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    format: text('format').$type<TImportFormat>().notNull(),
    status: text('status').$type<TImportStatus>().notNull().default('uploaded'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    sampleRows: jsonb('sample_rows').$type<string[][]>().notNull().default([]),
    recognisedBank: text('recognised_bank'),
    mapping: jsonb('mapping').$type<TCsvMapping>(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    categorised: integer('categorised').notNull().default(0),
    removed: integer('removed'),
    problems: jsonb('problems').$type<TImportProblem[]>().notNull().default([]),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('ledger_imports_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A transaction of the books. `fingerprint` (imports only) is unique per account: the same
 * statement imported twice adds nothing, while the n-th identical row of a day keeps its own
 * fingerprint (decision 0147). `matchedId` links an invoice payment and the deposit that paid it.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: an invoice payment not deposited (matched) yet. */
    accountId: uuid('account_id').references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    categoryId: uuid('category_id').references(() => ledgerCategories.id, {
      onDelete: 'set null',
    }),
    counterparty: text('counterparty'),
    memo: text('memo'),
    source: text('source').$type<TTransactionSource>().notNull(),
    importId: uuid('import_id').references(() => ledgerImports.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint'),
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'cascade',
    }),
    matchedId: uuid('matched_id'),
    /** True when split parts carry the categories (categoryId is then null). */
    isSplit: boolean('is_split').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_company_date_idx').on(t.companyId, t.date.desc(), t.id),
    index('ledger_transactions_account_date_idx').on(t.accountId, t.date),
    index('ledger_transactions_category_idx').on(t.companyId, t.categoryId),
    index('ledger_transactions_import_idx').on(t.importId),
    uniqueIndex('ledger_transactions_fingerprint')
      .on(t.accountId, t.fingerprint)
      .where(sql`${t.fingerprint} is not null`),
    uniqueIndex('ledger_transactions_invoice_payment')
      .on(t.invoicePaymentId)
      .where(sql`${t.invoicePaymentId} is not null`),
  ],
);

/** The parts of a split transaction; they add up to its amount. */
export const ledgerSplits = pgTable(
  'ledger_splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => ledgerCategories.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    memo: text('memo'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('ledger_splits_transaction_idx').on(t.transactionId, t.position),
    index('ledger_splits_company_category_idx').on(t.companyId, t.categoryId),
  ],
);

/** Receipts: documents of the vault attached to a transaction. */
export const ledgerAttachments = pgTable(
  'ledger_attachments',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.documentId] })],
);

/** Months our bookkeepers closed (BOOKKEEPING, decision 0150): read only for the customer. */
export const booksClosedMonths = pgTable(
  'books_closed_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** "2026-09". */
    month: text('month').notNull(),
    closedBy: text('closed_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
