import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  TCompanyNameType,
  TCompanyStatus,
  TOnboardingStatus,
  TPaymentStatus,
} from '@charterline/shared/enums';
import { users } from './accounts';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    companyNameType: text('company_name_type').$type<TCompanyNameType>(),
    state: text('state'),
    companyStatus: text('company_status').$type<TCompanyStatus>().notNull().default('NONE'),
    onboardingStatus: text('onboarding_status')
      .$type<TOnboardingStatus>()
      .notNull()
      .default('ADDITIONAL_INFORMATION_NOT_ENTERED'),
    paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull().default('NOT_PAID'),
    serviceCode: text('service_code'),
    businessType: text('business_type').$type<'NEW' | 'EXISTING'>().notNull().default('NEW'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

/** Every status move and notable change of a company: who, when, from, to. */
export const companyEvents = pgTable(
  'company_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.createdAt)],
);
