import { sql } from 'drizzle-orm';
import {
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
import type { TAddress } from '@charterline/shared/schemas/address';
import type {
  TDiscount,
  TInvoiceLine,
  TInvoiceStatus,
  TPaymentTerms,
} from '@charterline/shared/schemas/invoicing';
import { companies } from './companies';

/** Invoicing (issue 21): the LLC's own customers. Archived ones stay on their invoices. */
export const invoiceCustomers = pgTable(
  'invoice_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: jsonb('address').$type<TAddress>(),
    taxId: text('tax_id'),
    currency: text('currency').notNull().default('USD'),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_customers_company_idx').on(t.companyId, t.name)],
);

/** One row per company: numbering prefix, defaults, reminders, the Stripe connected account. */
export const invoiceSettings = pgTable('invoice_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  defaultTerms: text('default_terms').$type<TPaymentTerms>().notNull().default('net_30'),
  defaultCurrency: text('default_currency').notNull().default('USD'),
  footer: text('footer'),
  paymentInstructions: text('payment_instructions'),
  remindBeforeDue: boolean('remind_before_due').notNull().default(true),
  remindOnDue: boolean('remind_on_due').notNull().default(true),
  remindAfterDue: boolean('remind_after_due').notNull().default(true),
  /** Stripe Connect (decision 0142): the LLC's connected account, when it has one. */
  stripeAccountId: text('stripe_account_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gap-free numbering: one counter per company, document kind ('invoice' | 'credit_note') and
 * year, taken under its row lock in the finalising transaction (a rollback gives the number back).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => invoiceCustomers.id, { onDelete: 'restrict' }),
    /** The customer as it was when finalised (a later edit of the customer does not change it). */
    customerSnapshot: jsonb('customer_snapshot').$type<{
      name: string;
      email: string;
      address: TAddress | null;
      taxId: string | null;
    }>(),
    number: text('number'),
    status: text('status').$type<TInvoiceStatus>().notNull().default('draft'),
    currency: text('currency').notNull().default('USD'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    terms: text('terms').$type<TPaymentTerms>().notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    discount: jsonb('discount').$type<TDiscount | null>(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    taxTotal: integer('tax_total').notNull().default(0),
    total: integer('total').notNull(),
    creditedTotal: integer('credited_total').notNull().default(0),
    amountPaid: integer('amount_paid').notNull().default(0),
    /** total − credited − paid − credit applied, kept with every change (lists and totals read it). */
    balance: integer('balance').notNull(),
    /**
     * Issue 36 item 4 (decision 0183): credited beyond what was left to pay is owed back to the
     * customer until it is refunded (refunded_total) or kept as their credit (credit_kept);
     * credit_owed is what is still owed back, kept with every change as the balance is.
     */
    creditOwed: integer('credit_owed').notNull().default(0),
    refundedTotal: integer('refunded_total').notNull().default(0),
    creditKept: integer('credit_kept').notNull().default(0),
    /** The customer's kept credit applied to this invoice: it lowers the balance. */
    creditApplied: integer('credit_applied').notNull().default(0),
    memo: text('memo'),
    footer: text('footer'),
    /** The public page's token (an unguessable capability, shown to the owner again; a new
     * one revokes the old). Null: no link (draft, or revoked). */
    publicToken: text('public_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    uncollectibleAt: timestamp('uncollectible_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_company_number')
      .on(t.companyId, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('invoices_public_token')
      .on(t.publicToken)
      .where(sql`${t.publicToken} is not null`),
    index('invoices_company_issue_idx').on(t.companyId, t.issueDate),
    index('invoices_company_status_due_idx').on(t.companyId, t.status, t.dueDate),
    index('invoices_customer_idx').on(t.customerId),
    // The list's totals (outstanding and overdue per currency) read open invoices only, from
    // the index alone (migration 0016: the bench's aggregate went from 13 ms to 0.5 ms).
    index('invoices_company_open_idx')
      .on(t.companyId, t.currency, t.balance, t.dueDate)
      .where(sql`${t.status} = 'open'`),
    // The totals' credit owed back (issue 36 item 4): the few invoices that owe some.
    index('invoices_company_credit_owed_idx')
      .on(t.companyId, t.currency, t.creditOwed)
      .where(sql`${t.creditOwed} > 0`),
  ],
);
