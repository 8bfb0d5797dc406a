import { ACCOUNTING_ERRORS } from './errors/accounting';
import { ACCOUNT_ERRORS } from './errors/accounts';
import { ADDRESS_ERRORS } from './errors/addresses';
import { COMPANY_ERRORS } from './errors/companies';
import { COMPANY_CHANGE_ERRORS } from './errors/company-changes';
import { COMPLIANCE_ERRORS } from './errors/compliance';
import { DOCUMENT_ERRORS } from './errors/documents';
import { FIELD_ERRORS } from './errors/fields';
import { FORMATION_ERRORS } from './errors/formation';
import { INVOICING_ERRORS } from './errors/invoicing';
import { MAIL_ERRORS } from './errors/mail';
import { PAYMENT_ERRORS } from './errors/payments';
import { PHONE_ERRORS } from './errors/phone';
import { RECORD_ERRORS } from './errors/records';
import { SUPPORT_ERRORS } from './errors/support';
import { TRANSPORT_ERRORS } from './errors/transport';

/**
 * The error catalogue (docs/product.md § Errors), one file per area under errors/. Each code
 * says when it is thrown, the HTTP status the API answers with, and the text a customer reads.
 * The API throws them as `AppError` (docs/architecture.md § API conventions); errors.test.ts
 * checks that no two areas name the same code (a spread keeps the last).
 */
export const ERROR_CATALOGUE = {
  ...TRANSPORT_ERRORS,
  ...ACCOUNT_ERRORS,
  ...FIELD_ERRORS,
  ...ADDRESS_ERRORS,
  ...RECORD_ERRORS,
  ...PAYMENT_ERRORS,
  ...COMPANY_ERRORS,
  ...FORMATION_ERRORS,
  ...COMPLIANCE_ERRORS,
  ...DOCUMENT_ERRORS,
  ...COMPANY_CHANGE_ERRORS,
  ...INVOICING_ERRORS,
  ...ACCOUNTING_ERRORS,
  ...MAIL_ERRORS,
  ...PHONE_ERRORS,
  ...SUPPORT_ERRORS,
} as const;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
