import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPaymentMethod, TRefundMethod } from '@charterline/shared/schemas/invoicing';
import { companies } from './companies';
import { invoiceCustomers, invoices } from './invoicing';

// Invoicing's money (issue 21, issue 36 item 4): what the customer paid, refunds and credit.

/** Money received against an invoice: card (through the link) or recorded by hand. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    /** The provider's payment (card): unique, so a repeated confirmation records nothing. */
    providerPaymentId: text('provider_payment_id'),
    payerEmail: text('payer_email'),
    /** "customer" (the LLC's user), "payer", "ops-cli". */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_provider_id')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
  ],
);

/** A card payment started from the public page (local provider or Stripe Checkout). */
export const invoicePaymentSessions = pgTable(
  'invoice_payment_sessions',
  {
    id: text('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'local' | 'stripe'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    clientSecretHash: text('client_secret_hash').notNull(),
    payerEmail: text('payer_email'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('invoice_payment_sessions_invoice_idx').on(t.invoiceId)],
);

/**
 * Money sent back to the customer of an invoice (issue 36 item 4, decision 0183): to the card
 * that paid (through the payment provider: pending until it answers, failed if it refused),
 * or by hand, recorded with its date. Only a credit owed back is refunded.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method').$type<TRefundMethod>().notNull(),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    status: text('status').$type<'succeeded' | 'pending' | 'failed'>().notNull(),
    /** A card refund: the payment it returns money of, and the provider's refund. */
    paymentId: uuid('payment_id').references(() => invoicePayments.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_refunds_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_refunds_provider_id')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
  ],
);

/**
 * A customer's credit (issue 36 item 4): kept from an invoice's credit owed back (positive),
 * applied to a later invoice in the same currency (negative). What is left is the sum.
 */
export const invoiceCustomerCredits = pgTable(
  'invoice_customer_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => invoiceCustomers.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<'kept' | 'applied'>().notNull(),
    /** Kept: the invoice it came from; applied: the invoice it paid towards. */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_customer_credits_customer_idx').on(t.customerId, t.currency),
    index('invoice_customer_credits_company_idx').on(t.companyId, t.currency),
  ],
);
