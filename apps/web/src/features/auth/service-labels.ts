import type { TServiceCode } from '@charterline/shared/services';

/** How each sign-up service reads on the account form. */
export const SERVICE_LABELS: Record<TServiceCode, string> = {
  COMPANY_FORMATION_SERVICE: 'US LLC formation',
  BOOKKEEPING_SERVICE: 'Bookkeeping',
  FEDERAL_TAX_SERVICE: 'Federal tax filing',
  MAILING_ADDRESS_SERVICE: 'US mailing address',
  OPERATING_AGREEMENT_GENERATION_SERVICE: 'Operating agreement',
  INVOICING_AND_PAYMENT_SERVICE: 'Invoicing and payments',
  VIRTUAL_PHONE_NUMBER_SERVICE: 'US phone number',
  BOI_FILING_SERVICE: 'Beneficial ownership (BOI) filing',
  BANK_ACCOUNT_SERVICE: 'US business bank account',
};
