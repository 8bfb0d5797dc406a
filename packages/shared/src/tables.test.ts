import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_TYPES,
  COMPANY_STATUSES,
  ONBOARDING_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
} from './enums';
import { ERROR_CATALOGUE, isErrorCode } from './errors';
import {
  defaultAnswers,
  EXISTING_BUSINESS_QUESTIONS,
  NEW_BUSINESS_QUESTIONS,
  ZExistingBusinessAnswers,
  ZNewBusinessAnswers,
} from './onboarding-questions';
import { isServiceKey, SERVICE_CODES, SERVICE_KEYS, serviceCodeForKey } from './services';

// Each table of the contract (docs/product.md § The contract), enumerated row by row.
describe('the contract enumerations', () => {
  it('has the 33 product types in the spec order', () => {
    expect(PRODUCT_TYPES).toEqual([
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
    ]);
    expect(PRODUCT_TYPES).toHaveLength(33);
  });

  it('has the statuses of the contract', () => {
    expect(PAYMENT_STATUSES).toEqual(['NOT_PAID', 'PAID', 'NOT_AVAILABLE']);
    expect(COMPANY_STATUSES).toEqual([
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
    ]);
    expect([...ONBOARDING_STATUSES].sort()).toEqual(
      [
        'ADDITIONAL_INFORMATION_NOT_ENTERED',
        'PENDING_PAYMENT',
        'MISSING_INFORMATION',
        'PENDING_VERIFICATION',
        'PENDING_SIGNATURES',
        'FORMATION_IN_PROGRESS',
        'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
        'ONBOARDED',
      ].sort(),
    );
    expect(COMPANY_NAME_TYPES).toEqual(['LLC', 'L.L.C.', 'Limited Liability Company']);
  });
});

describe('sign-up service keys (docs/product.md § Sign-up services and questions)', () => {
  it.each([
    ['formation', 'COMPANY_FORMATION_SERVICE'],
    ['company-formation', 'COMPANY_FORMATION_SERVICE'],
    ['bookkeeping', 'BOOKKEEPING_SERVICE'],
    ['federal-tax', 'FEDERAL_TAX_SERVICE'],
    ['mailing-address', 'MAILING_ADDRESS_SERVICE'],
    ['operating-agreement', 'OPERATING_AGREEMENT_GENERATION_SERVICE'],
    ['invoicing', 'INVOICING_AND_PAYMENT_SERVICE'],
    ['phone-number', 'VIRTUAL_PHONE_NUMBER_SERVICE'],
    ['boi', 'BOI_FILING_SERVICE'],
    ['bank-account', 'BANK_ACCOUNT_SERVICE'],
  ])('maps %s to %s', (key, code) => {
    expect(serviceCodeForKey(key)).toBe(code);
  });

  it('knows exactly these keys and codes', () => {
    expect(Object.keys(SERVICE_KEYS)).toHaveLength(10);
    expect(new Set(Object.values(SERVICE_KEYS))).toEqual(new Set(SERVICE_CODES));
    for (const bad of ['', 'toString', '__proto__', 'FORMATION', null, undefined]) {
      expect(isServiceKey(bad)).toBe(false);
      expect(serviceCodeForKey(bad)).toBeUndefined();
    }
  });
});

describe('onboarding question sets (docs/product.md § Sign-up services and questions)', () => {
  it('asks the new-LLC questions with their options and defaults', () => {
    expect(NEW_BUSINESS_QUESTIONS.map((q) => [q.key, q.options, q.defaultValue])).toEqual([
      ['typeOfBusiness', ['ecommerce', 'saas', 'consulting', 'agency', 'other'], null],
      ['employeeCount', ['1', '2-5', '6-10', '11-50', '50+'], '1'],
      ['revenue', ['0-50k', '50k-100k', '100k-500k', '500k-1m', '1m+'], '0-50k'],
      ['experience', ['first', 'experienced'], 'first'],
      ['stage', ['idea', 'planning', 'launching', 'operating'], 'idea'],
    ]);
    expect(defaultAnswers('NEW')).toEqual({
      typeOfBusiness: null,
      employeeCount: '1',
      revenue: '0-50k',
      experience: 'first',
      stage: 'idea',
    });
  });

  it('asks the existing-LLC questions with their options and defaults', () => {
    expect(EXISTING_BUSINESS_QUESTIONS.map((q) => [q.key, q.defaultValue])).toEqual([
      ['incorporationStatus', 'this-year'],
      ['typeOfBusiness', null],
      ['employeeCount', null],
      ['revenue', null],
      ['stage', 'all'],
    ]);
    expect(EXISTING_BUSINESS_QUESTIONS[0].options).toEqual([
      'this-year',
      'last-year',
      '2-5-years',
      '5+-years',
    ]);
    expect(EXISTING_BUSINESS_QUESTIONS[4].options).toEqual([
      'tax-filing',
      'bookkeeping',
      'compliance',
      'all',
    ]);
  });

  it('validates answers against the options', () => {
    const ok = {
      typeOfBusiness: 'saas',
      employeeCount: '1',
      revenue: '0-50k',
      experience: 'first',
      stage: 'idea',
    };
    expect(ZNewBusinessAnswers.safeParse(ok).success).toBe(true);
    expect(ZNewBusinessAnswers.safeParse({ ...ok, stage: 'all' }).success).toBe(false);
    expect(
      ZExistingBusinessAnswers.safeParse({
        incorporationStatus: 'last-year',
        typeOfBusiness: 'other',
        employeeCount: '50+',
        revenue: '1m+',
        stage: 'compliance',
      }).success,
    ).toBe(true);
  });
});

describe('the error catalogue (docs/product.md § Errors)', () => {
  const quoted = {
    INVALID_USERNAME_OR_PASSWORD:
      'Invalid email or password. Please check your credentials and try again.',
    GENERIC_ERROR: 'An unexpected error occurred. Please try again.',
  };
  const listed = [
    'EMAIL_ALREADY_EXISTS',
    'INVALID_USERNAME_OR_PASSWORD',
    'USER_IS_ALREADY_ACTIVATED',
    'PASSWORD_RESET_LINK_IS_NOT_VALID',
    'WEAK_PASSWORD',
    'PASSWORDS_DO_NOT_MATCH',
    'SUBDOMAIN_ALREADY_EXISTS',
    'USER_NAME_ALREADY_EXISTS',
    'DATA_NOT_AVAILABLE',
    'DATA_NOT_EDITABLE',
    'BANK_DATA_NOT_FOUND',
    'FREELANCER_IS_NOT_AVAILABLE',
    'PROPOSAL_NOT_AVAILABLE',
    'PROPOSALS_DO_NOT_EXISTS',
    'SUBSCRIPTION_NOT_AVAILABLE',
    'INVALID_TRANSACTION',
    'REQUEST_CANNOT_BE_PROCESSED',
    'GENERIC_ERROR',
  ];
  it.each(listed)('has %s with a friendly text and an HTTP status', (code) => {
    expect(isErrorCode(code)).toBe(true);
    const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
    expect(entry.message.length).toBeGreaterThan(10);
    expect(entry.message).not.toMatch(/^[A-Z_]+$/);
    expect(entry.status).toBeGreaterThanOrEqual(400);
  });

  it('quotes the spec texts word for word', () => {
    for (const [code, text] of Object.entries(quoted)) {
      expect(ERROR_CATALOGUE[code as keyof typeof quoted].message).toBe(text);
    }
  });

  it('has the not-specified and invalid-value codes for every field of the spec', () => {
    const fields = [
      'EMAIL',
      'PASSWORD',
      'COMPANY_TYPE',
      'COMPANY_NAME',
      'NAME_TYPE',
      'DESCRIPTION',
      'FIRST_NAME',
      'LAST_NAME',
      'USERNAME',
      'PHONE',
      'COUNTRY_CODE',
      'INCORPORATION_STATE',
      'CORPORATION_TYPE',
      'NUMBER_OF_SHARES',
      'VALUE_PER_SHARE',
      'WORKSPACE',
      'OFFICER',
      'ROLE',
      'WEBSITE',
    ];
    const codes = Object.keys(ERROR_CATALOGUE);
    for (const f of fields)
      expect(codes.filter((c) => c.startsWith(f) && c.endsWith('NOT_SPECIFIED'))).not.toEqual([]);
    const invalid = [
      'EMAIL',
      'COMPANY_TYPE',
      'NAME_TYPE',
      'STATE',
      'CORPORATION_TYPE',
      'SHARE',
      'OFFICER_ROLE',
    ];
    for (const f of invalid)
      expect(codes.some((c) => c.startsWith('INVALID_') && c.includes(f))).toBe(true);
    expect(isErrorCode('NOT_A_CODE')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
