import {
  bigint,
  customType,
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
  TCompanyNameType,
  TCompanyStatus,
  TOnboardingStatus,
  TPaymentStatus,
} from '@charterline/shared/enums';
import type { TAddress, TBankPreference, TTaxIdType } from '@charterline/shared/schemas/company';
import type { TManagement, TManager } from '@charterline/shared/schemas/company-changes';
import type { TTaxClassification } from '@charterline/shared/schemas/compliance';
import type { TDocumentCategory, TDocumentSource } from '@charterline/shared/schemas/documents';
import { users } from './accounts';

type TResponsibleParty = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  taxIdType: TTaxIdType;
  taxIdLast4: string | null;
};
/**
 * The registered agent the state has on file (issue 36 item 1, decision 0187): ours (our
 * service serves it) or theirs, with its name and address when known (an LLC brought in
 * that switches to ours may not name its current agent).
 */
type TRegisteredAgent = { useOurs: boolean; name: string | null; address: TAddress | null };
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
    /** LLC Management (issue 20): the company's own place of business (never our mailbox),
     * who manages it, and the e-mail we write to about it (null: the account's). */
    principalAddress: jsonb('principal_address').$type<TAddress>(),
    management: text('management').$type<TManagement>().notNull().default('MEMBER_MANAGED'),
    managers: jsonb('managers').$type<TManager[]>().notNull().default([]),
    contactEmail: text('contact_email'),
    /** Why operations set REJECTED or ONHOLD. */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

/** Every status move and notable change of a company: who, when, from, to. */
/**
 * Our registered agent's office in each state (decision 0187): the name and street address
 * the state has for every company our service serves there. Set by staff
 * (`npm run ops -- agent-office`); a state without one shows no address rather than a guess.
 */
export const registeredAgentOffices = pgTable('registered_agent_offices', {
  state: text('state').primaryKey(),
  name: text('name').notNull(),
  address: jsonb('address').$type<TAddress>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** 'inline': the bytes are in `content` (documents from before issue 20); 'db': in
     * `file_chunks` under `storage_key`; 's3': in the S3-compatible store under `storage_key`. */
    storage: text('storage').$type<'inline' | 'db' | 's3'>().notNull().default('inline'),
    storageKey: text('storage_key'),
    content: bytea('content'),
    sha256: text('sha256'),
    createdBy: text('created_by').notNull(),
    /** Issue 20: the vault's category and tags, who put it there, versions, deletion. */
    category: text('category').$type<TDocumentCategory>().notNull().default('other'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    source: text('source').$type<TDocumentSource>().notNull().default('staff'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The first version's id (null: this row is a first version). */
    versionOf: uuid('version_of'),
    version: integer('version').notNull().default(1),
    /** A deleted upload stays recoverable for DELETED_KEEP_DAYS, then is purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_documents_company_idx').on(t.companyId, t.createdAt),
    index('company_documents_version_idx').on(t.versionOf, t.version),
  ],
);

/**
 * Room an upload in flight holds in its company's storage quota (issue 33): taken under the
 * company's lock before the bytes are stored, given back when the request is answered (its
 * rows then count), and of no weight after `expires_at` (a process that died mid-request).
 */
export const storageHolds = pgTable(
  'storage_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_holds_company_idx').on(t.companyId, t.expiresAt)],
);

/** The bytes of documents kept in the database (storage 'db'), in chunks streamed in order. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storageKey, t.seq] })],
);

/** A share pack: documents opened without an account through a link that expires. */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    label: text('label').notNull(),
    /** SHA-256 of the link's token (the token itself is shown once). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_shares_token').on(t.tokenHash),
    index('document_shares_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const documentShareItems = pgTable(
  'document_share_items',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.documentId] })],
);

/** Every opening of a share pack and every download through it. */
export const documentShareAccesses = pgTable(
  'document_share_accesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => companyDocuments.id, {
      onDelete: 'set null',
    }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_share_accesses_share_idx').on(t.shareId, t.at)],
);
