import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TCompanyNameType,
  TCompanyStatus,
  TOnboardingStatus,
  TPaymentStatus,
} from '@charterline/shared/enums';
import type { TAddress, TBankPreference, TTaxIdType } from '@charterline/shared/schemas/company';
import type { TTaxClassification } from '@charterline/shared/schemas/compliance';
import { users } from './accounts';

type TResponsibleParty = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  taxIdType: TTaxIdType;
  taxIdLast4: string | null;
};
type TRegisteredAgent = { useOurs: boolean; name: string; address: TAddress | null };
type TMailingAddress = { useOurs: boolean; address: TAddress | null };
type TBankAccount = {
  preference: TBankPreference;
  currency: string;
  expectedMonthlyVolume: string;
};

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

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
    /** Formation details (the wizard's answers, saved step by step). */
    alternativeNames: jsonb('alternative_names').$type<string[]>().notNull().default([]),
    businessPurpose: text('business_purpose'),
    website: text('website'),
    /** Only the last 4 digits of an SSN/ITIN are ever kept. */
    responsibleParty: jsonb('responsible_party').$type<TResponsibleParty>(),
    registeredAgent: jsonb('registered_agent').$type<TRegisteredAgent>(),
    mailingAddress: jsonb('mailing_address').$type<TMailingAddress>(),
    bankAccount: jsonb('bank_account').$type<TBankAccount>(),
    ein: text('ein'),
    selectedProducts: jsonb('selected_products').$type<string[]>().notNull().default([]),
    ownersSavedAt: timestamp('owners_saved_at', { withTimezone: true }),
    addonsStep: integer('addons_step').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A company formed elsewhere ("Bring your LLC", decision 0113): when and its state number. */
    formationDate: date('formation_date', { mode: 'string' }),
    stateFileNumber: text('state_file_number'),
    /** Compliance (issue 19): the month the fiscal year ends (12: calendar year). */
    fiscalYearEndMonth: integer('fiscal_year_end_month').notNull().default(12),
    /** Compliance: 'default' (disregarded or partnership) or 'c_corporation' (elected). */
    taxClassification: text('tax_classification')
      .$type<TTaxClassification>()
      .notNull()
      .default('default'),
    /** When staff confirmed the details of a company formed elsewhere, and who. */
    detailsVerifiedAt: timestamp('details_verified_at', { withTimezone: true }),
    detailsVerifiedBy: text('details_verified_by'),
    /** Why operations set REJECTED or ONHOLD. */
    statusReason: text('status_reason'),
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
    /** Who, when no user row stands for them: "customer", "ops-cli", "admin:{email}", "system". */
    actor: text('actor').notNull().default('system'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.createdAt)],
);

/** The owners (members) of a company, in the order the customer listed them. */
export const companyOwners = pgTable(
  'company_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Hundredths of a percent: 100% is 10000, so the sum is checked exactly. */
    ownershipHundredths: integer('ownership_hundredths').notNull(),
    address: jsonb('address').$type<TAddress>().notNull(),
  },
  (t) => [index('company_owners_company_idx').on(t.companyId, t.position)],
);

/** Files of a company: the articles, the EIN letter, the operating agreement… (PDF). */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId, t.createdAt)],
);
