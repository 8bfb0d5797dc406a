/** Every product type the catalogue knows: the original portal's list, names kept as they were. */
export const PRODUCT_TYPES = [
  'EIN',
  'EXPEDITED_EIN',
  'BOOKKEEPING',
  'FEDERAL_TAX_PREPARATION',
  'FEDERAL_TAX_EXTENSION',
  'BE_12_SURVEY',
  'STATE_FILING',
  'REGISTERED_AGENT',
  'REGISTERED_AGENT_RENEWAL',
  'MAILING_ADDRESS',
  'MAILING_ADDRESS_RENEWAL',
  'MAIL_UNLOCK',
  'FRANCHISE_TAX',
  'COMPANY_CLOSURE',
  'STATE_BUSINESS_AMENDMENT',
  'OPERATING_AGREEMENT_GENERATION',
  'OPERATING_AGREEMENT_AMENDMENT',
  'INVOICING_AND_PAYMENTS',
  'BANK_ACCOUNT',
  'VIRTUAL_PHONE_NUMBER',
  'VIRTUAL_PHONE_NUMBER_RECHARGE',
  'MAIL_FORWARDING_SHIPPING_FEE',
  'COMPANY_ONBOARDING_BUNDLED',
  'SPLIT_PRICING_COMPANY_ONBOARDING_BUNDLED',
  'LLC_MAINTENANCE_PLAN_BUNDLED_SUBSCRIPTION',
  'UNLIMITED_MAIL_FORWARDING_PLAN_SUBSCRIPTION',
  'REINSTATEMENT_FILING',
  'OTHERS',
  'BOI_FILING',
  'TAX_CONSULTATION_30_MINUTES',
  'PERSONAL_ACCOUNT_MANAGER',
  'PLATFORM_DEMO_1_HOUR',
  'BUSINESS_MASTER_CLASS_1_HOUR',
] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

/** Company payment status (docs/product.md § Statuses). */
export const PAYMENT_STATUSES = ['NOT_PAID', 'PAID', 'NOT_AVAILABLE'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Company status (moves: docs/architecture.md § Company lifecycle). */
export const COMPANY_STATUSES = [
  'NONE',
  'PENDING_PAYMENT',
  'MISSING_INFORMATION',
  'PENDING_VERIFICATION',
  'STARTED',
  'COMPLETED',
  'REJECTED',
  'FREEZED',
  'ONHOLD',
  'PENDING_FOR_DOCUMENT_VERIFICATION',
  'DISSOLVED',
] as const;
export type TCompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Onboarding status (moves: docs/architecture.md § Company lifecycle). */
export const ONBOARDING_STATUSES = [
  'ADDITIONAL_INFORMATION_NOT_ENTERED',
  'PENDING_PAYMENT',
  'MISSING_INFORMATION',
  'PENDING_VERIFICATION',
  'PENDING_SIGNATURES',
  'FORMATION_IN_PROGRESS',
  'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
  'ONBOARDED',
] as const;
export type TOnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** The legal suffixes an LLC name may carry. */
export const COMPANY_NAME_TYPES = ['LLC', 'L.L.C.', 'Limited Liability Company'] as const;
export type TCompanyNameType = (typeof COMPANY_NAME_TYPES)[number];

export const USER_ROLES = ['CUSTOMER', 'ADMIN'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

/** Where a company was formed: by us (the wizard) or elsewhere ("Bring your LLC", 0113). */
export const COMPANY_ORIGINS = ['FORMED_HERE', 'FORMED_ELSEWHERE'] as const;
export type TCompanyOrigin = (typeof COMPANY_ORIGINS)[number];
