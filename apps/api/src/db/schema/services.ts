import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TProductType } from '@charterline/shared/enums';
import type { TServiceStatus, TSubscriptionStatus } from '@charterline/shared/schemas/services';
import { users } from './accounts';
import { companies, companyDocuments } from './companies';
import { orders } from './billing';

/**
 * One row per product a company bought or its bundle includes (issue 18): its status from
 * ORDERED to DELIVERED, and what waits on the customer. Staff move it (`npm run ops`).
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    productType: text('product_type').$type<TProductType>().notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    status: text('status').$type<TServiceStatus>().notNull().default('ORDERED'),
    /** WAITING_ON_CUSTOMER: what the customer must do. */
    waitingOn: text('waiting_on'),
    /** The order that bought it (for what a bundle includes: the bundle's order; see includedIn). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The product key of the bundle that includes it. */
    includedIn: text('included_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('services_company_idx').on(t.companyId, t.createdAt),
    // An order line becomes one service, once (fulfilment may be retried).
    uniqueIndex('services_order_product_unique').on(t.orderId, t.productKey),
  ],
);

/** Every move of a service: who, when, from, to, a note, a file. */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').$type<TServiceStatus>(),
    toStatus: text('to_status').$type<TServiceStatus>().notNull(),
    note: text('note'),
    documentId: uuid('document_id').references(() => companyDocuments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_events_service_idx').on(t.serviceId, t.id)],
);

/** A company's saved card for renewals: the provider's reference, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'local' | 'stripe'>().notNull(),
    /** Local: the test card's token; Stripe: the PaymentMethod id (pm_…). */
    providerRef: text('provider_ref').notNull(),
    /** Stripe: the Customer id the payment method is attached to. */
    providerCustomer: text('provider_customer'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A replaced card is kept (receipts name it) but no longer charged. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_current_unique')
      .on(t.companyId)
      .where(sql`${t.replacedAt} is null`),
  ],
);

/** A recurring service's term, renewal and cancellation. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The product charged at each renewal (e.g. registered-agent-renewal). */
    renewalProductKey: text('renewal_product_key').notNull(),
    status: text('status').$type<TSubscriptionStatus>().notNull().default('ACTIVE'),
    termStartedAt: timestamp('term_started_at', { withTimezone: true }).notNull(),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_service_unique').on(t.serviceId),
    index('subscriptions_term_idx').on(t.status, t.termEndsAt),
  ],
);

/**
 * What was sent or charged for a subscription's term, once: a unique (subscription, term
 * end, kind) row is written in the same transaction as the e-mail or the charge, so no
 * reminder goes out twice and no term is charged twice, whatever runs it.
 */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    /** reminder-14, reminder-3, renewed, attempt-1…, past-due, lapsed, cancelled, resumed. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_notices_unique').on(t.subscriptionId, t.termEndsAt, t.kind)],
);

/**
 * The local test provider's saved cards: which test card a `pm_local_…` token stands for,
 * so a renewal charged to it has that card's outcome (as Stripe's test cards do). Never a
 * real card: the local provider accepts test numbers only.
 */
export const localCardTokens = pgTable('local_card_tokens', {
  token: text('token').primaryKey(),
  /** What a charge to this card does: succeeded, declined or insufficient_funds. */
  chargeOutcome: text('charge_outcome')
    .$type<'succeeded' | 'declined' | 'insufficient_funds'>()
    .notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
