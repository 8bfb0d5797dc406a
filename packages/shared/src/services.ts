import type { TServiceStatus } from './schemas/services';

/** Service codes a customer can sign up for (docs/product.md § Sign-up services and questions). */
export const SERVICE_CODES = [
  'COMPANY_FORMATION_SERVICE',
  'BOOKKEEPING_SERVICE',
  'FEDERAL_TAX_SERVICE',
  'MAILING_ADDRESS_SERVICE',
  'OPERATING_AGREEMENT_GENERATION_SERVICE',
  'INVOICING_AND_PAYMENT_SERVICE',
  'VIRTUAL_PHONE_NUMBER_SERVICE',
  'BOI_FILING_SERVICE',
  'BANK_ACCOUNT_SERVICE',
] as const;
export type TServiceCode = (typeof SERVICE_CODES)[number];

/**
 * Sign-up service keys (the `service` query parameter) → service codes
 * (docs/product.md § Sign-up services and questions).
 */
export const SERVICE_KEYS = {
  formation: 'COMPANY_FORMATION_SERVICE',
  'company-formation': 'COMPANY_FORMATION_SERVICE',
  bookkeeping: 'BOOKKEEPING_SERVICE',
  'federal-tax': 'FEDERAL_TAX_SERVICE',
  'mailing-address': 'MAILING_ADDRESS_SERVICE',
  'operating-agreement': 'OPERATING_AGREEMENT_GENERATION_SERVICE',
  invoicing: 'INVOICING_AND_PAYMENT_SERVICE',
  'phone-number': 'VIRTUAL_PHONE_NUMBER_SERVICE',
  boi: 'BOI_FILING_SERVICE',
  'bank-account': 'BANK_ACCOUNT_SERVICE',
} as const satisfies Record<string, TServiceCode>;
export type TServiceKey = keyof typeof SERVICE_KEYS;

export const isServiceKey = (value: unknown): value is TServiceKey =>
  typeof value === 'string' && Object.hasOwn(SERVICE_KEYS, value);

/**
 * Services for a company that already runs (issue 36: a founder arriving for bookkeeping was
 * asked "Have you run a company before?"): their sign-up asks the existing-business questions
 * unless `type=new` says otherwise.
 */
export const EXISTING_COMPANY_SERVICES: readonly TServiceCode[] = [
  'BOOKKEEPING_SERVICE',
  'FEDERAL_TAX_SERVICE',
];

/** The service code for a key, or undefined for an unknown key. */
export const serviceCodeForKey = (key: string | null | undefined): TServiceCode | undefined =>
  isServiceKey(key) ? SERVICE_KEYS[key] : undefined;

/**
 * The product each sign-up service stands for (issue 18): what the dashboard offers first
 * and where `?service=` lands. Formation is the bundle.
 */
export const SERVICE_PRODUCT_KEYS = {
  COMPANY_FORMATION_SERVICE: 'company-onboarding-bundle',
  BOOKKEEPING_SERVICE: 'bookkeeping',
  FEDERAL_TAX_SERVICE: 'federal-tax-preparation',
  MAILING_ADDRESS_SERVICE: 'mailing-address',
  OPERATING_AGREEMENT_GENERATION_SERVICE: 'operating-agreement',
  INVOICING_AND_PAYMENT_SERVICE: 'invoicing-payments',
  VIRTUAL_PHONE_NUMBER_SERVICE: 'virtual-phone-number',
  BOI_FILING_SERVICE: 'boi-filing',
  BANK_ACCOUNT_SERVICE: 'bank-account',
} as const satisfies Record<TServiceCode, string>;

/** The product key of a company's sign-up service code, or undefined. */
export const productKeyForServiceCode = (code: string | null | undefined): string | undefined =>
  code && Object.hasOwn(SERVICE_PRODUCT_KEYS, code)
    ? SERVICE_PRODUCT_KEYS[code as TServiceCode]
    : undefined;

const TAX = ['federal-tax-preparation', 'federal-tax-extension'] as const;
const COMPLIANCE = ['llc-maintenance-plan', 'registered-agent', 'boi-filing'] as const;

/** What an existing LLC's answer "which services do you need" (answers.stage) asks for. */
export const STAGE_PRODUCT_KEYS: Record<string, readonly string[]> = {
  'tax-filing': TAX,
  bookkeeping: ['bookkeeping'],
  compliance: COMPLIANCE,
  all: [...TAX, 'bookkeeping', ...COMPLIANCE],
};

/** How a service status reads after "is now" (notifications, e-mails, the services page). */
export const SERVICE_STATUS_WORDS = {
  ORDERED: 'ordered',
  IN_PROGRESS: 'in progress',
  WAITING_ON_CUSTOMER: 'waiting for you',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
  ACTIVE: 'active',
} as const satisfies Record<TServiceStatus, string>;

/**
 * One-off filings our team makes for the company (issue 36 item 8): in progress from payment
 * (nothing waits before we start), and "Filed" once delivered.
 */
export const FILING_PRODUCT_KEYS: readonly string[] = [
  'federal-tax-preparation',
  'federal-tax-extension',
  'franchise-tax',
  'annual-report-filing',
  'be-12-survey',
  'boi-filing',
  'ny-publication',
  'state-amendment',
  'reinstatement',
  'company-closure',
  'permits-filing',
  'trademark-filing',
];

export const isFilingProduct = (productKey: string): boolean =>
  FILING_PRODUCT_KEYS.includes(productKey);

/**
 * The product whose offer a sign-up service lands on, or null: none, unknown, or formation
 * (formation is the formation path, the wizard).
 */
export const productKeyForService = (code: string | null | undefined): string | null =>
  code === 'COMPANY_FORMATION_SERVICE' ? null : (productKeyForServiceCode(code) ?? null);
