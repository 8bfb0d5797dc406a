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
