import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors';
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

const AREAS = [
  ACCOUNTING_ERRORS,
  ACCOUNT_ERRORS,
  ADDRESS_ERRORS,
  COMPANY_ERRORS,
  COMPANY_CHANGE_ERRORS,
  COMPLIANCE_ERRORS,
  DOCUMENT_ERRORS,
  FIELD_ERRORS,
  FORMATION_ERRORS,
  INVOICING_ERRORS,
  MAIL_ERRORS,
  PAYMENT_ERRORS,
  PHONE_ERRORS,
  RECORD_ERRORS,
  SUPPORT_ERRORS,
  TRANSPORT_ERRORS,
];

describe('the error catalogue merged from its areas', () => {
  it('holds every code of every area once, with the area’s status and text', () => {
    const codes = AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...codes].sort());
    for (const area of AREAS) {
      for (const [code, entry] of Object.entries(area)) {
        expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]).toBe(entry);
      }
    }
  });
});
