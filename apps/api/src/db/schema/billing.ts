import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TProductType } from '@charterline/shared/enums';
import { users } from './accounts';
import { companies } from './companies';

/** The catalogue: every product type of shared `enums.ts` as a product, price in cents. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productKey: text('product_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    productType: text('product_type').$type<TProductType>().notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').$type<'one_time' | 'year'>().notNull().default('one_time'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('products_key_unique').on(t.productKey)],
);

export type TLineItem = {
  productKey: string;
  name: string;
  amount: number;
  kind: 'product' | 'state_fee';
};

/** The card a session was paid with, as the provider reports it (never the whole number). */
export type TCardOnFile = { brand: string; last4: string };

/** A checkout session of the payment provider in use (the local one keeps its own here). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    lineItems: jsonb('line_items').$type<TLineItem[]>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    successUrl: text('success_url').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    paymentIntentId: text('payment_intent_id'),
    failureReason: text('failure_reason'),
    /** The card that paid, as receipts print it: brand (visa, …) and its last 4 digits. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The session pays for the formation bundle: paid, it opens formation. */
    formation: boolean('formation').notNull().default(false),
    /** The state whose fees a formation session is priced with; paying fixes the company's state. */
    state: text('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_company_idx').on(t.companyId),
    // One open formation session per company: a newer one voids the older.
    uniqueIndex('checkout_sessions_open_formation_unique')
      .on(t.companyId)
      .where(sql`${t.formation} and ${t.status} = 'open'`),
  ],
);

/** One order per paid session: the unique session id makes fulfilment happen once. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<TLineItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_session_unique').on(t.sessionId)],
);

export type TBillingAddressSnapshot = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
};

export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<TLineItem[]>().notNull(),
    billingAddress: jsonb('billing_address').$type<TBillingAddressSnapshot | null>(),
    /** When and with which card it was paid (copied from the session, as the lines are). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    uniqueIndex('receipts_order_unique').on(t.orderId),
    index('receipts_company_idx').on(t.companyId, t.id),
  ],
);

/** Provider events already handled (webhook replays and success-call repeats stop here). */
export const processedEvents = pgTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  kind: text('kind').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingAddresses = pgTable('billing_addresses', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<TBillingAddressSnapshot>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
