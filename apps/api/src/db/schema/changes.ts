import {
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
import type {
  TChangeKind,
  TChangeStatus,
  TProposedChange,
} from '@charterline/shared/schemas/company-changes';
import { users } from './accounts';
import { companies, companyDocuments } from './companies';
import { services } from './services';

/**
 * LLC Management's changes (issue 20, decision 0135): every change of the company's profile,
 * instant or filed with the state, with what it was before and what it becomes.
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TChangeKind>().notNull(),
    status: text('status').$type<TChangeStatus>().notNull(),
    /** The profile's values of this kind when the change was asked for (same shape as `proposed`). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    proposed: jsonb('proposed').$type<TProposedChange>().notNull(),
    needsState: boolean('needs_state').notNull().default(false),
    /** The state's form and fee (cents, null: unknown) as quoted when asked. */
    stateForm: text('state_form'),
    stateFee: integer('state_fee'),
    /** Our product and its price (cents) as quoted when asked; null for instant changes. */
    productKey: text('product_key'),
    price: integer('price'),
    /** The service made when the checkout was paid (its order's line of `product_key`). */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id'),
    proofDocumentId: uuid('proof_document_id').references(() => companyDocuments.id, {
      onDelete: 'set null',
    }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** "customer", "ops-cli", "system". */
    actor: text('actor').notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('company_changes_company_idx').on(t.companyId, t.createdAt),
    // One open request per kind: a second one is refused until the first is done or cancelled.
    uniqueIndex('company_changes_one_open')
      .on(t.companyId, t.kind)
      .where(sql`status in ('awaiting_payment', 'in_progress')`),
  ],
);
