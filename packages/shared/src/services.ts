/** Service codes a customer can sign up for (SPEC.md 3). */
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

/** Sign-up service keys (the `service` query parameter) → service codes (SPEC.md 3). */
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

/** The service code for a key, or undefined for an unknown key. */
export const serviceCodeForKey = (key: string | null | undefined): TServiceCode | undefined =>
  isServiceKey(key) ? SERVICE_KEYS[key] : undefined;

/**
 * The product a sign-up service leads to (issue 18): after sign-up the customer lands on its
 * offer (SERVICE_PAGES.offer). Formation has none: it is the formation path (the wizard).
 */
export const SERVICE_PRODUCT_KEYS: Partial<Record<TServiceCode, string>> = {
  BOOKKEEPING_SERVICE: 'bookkeeping',
  FEDERAL_TAX_SERVICE: 'federal-tax-preparation',
  MAILING_ADDRESS_SERVICE: 'mailing-address',
  OPERATING_AGREEMENT_GENERATION_SERVICE: 'operating-agreement',
  INVOICING_AND_PAYMENT_SERVICE: 'invoicing-payments',
  VIRTUAL_PHONE_NUMBER_SERVICE: 'virtual-phone-number',
  BOI_FILING_SERVICE: 'boi-filing',
  BANK_ACCOUNT_SERVICE: 'bank-account',
};

/** The product key of a sign-up service code, or null (none, unknown, or formation). */
export const productKeyForService = (code: string | null | undefined): string | null =>
  (code && Object.hasOwn(SERVICE_PRODUCT_KEYS, code)
    ? SERVICE_PRODUCT_KEYS[code as TServiceCode]
    : undefined) ?? null;
