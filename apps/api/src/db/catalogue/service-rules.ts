import { BUNDLED_ONBOARDING_KEY } from './catalogue-entry';

/**
 * What the catalogue says about products once sold (issue 18, decision 0111): what a
 * bundle includes, what renews as what, which products a company buys once and which again
 * and again, and which make sense before formation. The one place for each list.
 */

/** The products that form a company (the state's fees come with them). */
export const FORMATION_PRODUCT_KEYS: readonly string[] = [
  BUNDLED_ONBOARDING_KEY,
  'company-onboarding-split',
  'state-filing',
];

const BUNDLE_CONTENTS = ['registered-agent', 'mailing-address', 'ein', 'operating-agreement'];

/** Bundle → the products it includes (registered agent and mailing address for year one). */
export const BUNDLE_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  [BUNDLED_ONBOARDING_KEY]: BUNDLE_CONTENTS,
  'company-onboarding-split': BUNDLE_CONTENTS,
};

export const includedProductsOf = (productKey: string): readonly string[] =>
  BUNDLE_INCLUDES[productKey] ?? [];

/** A recurring product → the product its renewal charges (others renew as themselves). */
const RENEWED_AS: Readonly<Record<string, string>> = {
  'registered-agent': 'registered-agent-renewal',
  'mailing-address': 'mailing-address-renewal',
};

export const renewalProductKeyOf = (productKey: string): string =>
  RENEWED_AS[productKey] ?? productKey;

/** The products that get a company its EIN: not sold to a company that has one. */
export const EIN_PRODUCT_KEYS: readonly string[] = ['ein', 'ein-expedited'];

/**
 * Whether a product still makes sense for the company (issue 36 item 2): offers leave out
 * and checkout refuses what does not (the EIN products once it has its EIN).
 */
export const outgrownBy = (company: { ein: string | null }, productKey: string): boolean =>
  company.ein !== null && company.ein !== '' && EIN_PRODUCT_KEYS.includes(productKey);

/** Renewal products: charged by a subscription, never sold (nor offered) as new services. */
export const RENEWAL_PRODUCT_KEYS: readonly string[] = Object.values(RENEWED_AS);

/**
 * Products a company buys again and again (mail, recharges, consultations, yearly or
 * occasional filings). Every other one-time product is once per company, and a recurring
 * one is owned while its subscription runs.
 */
export const REPEATABLE_PRODUCT_KEYS: readonly string[] = [
  'mail-unlock',
  'mail-forwarding-shipping',
  'virtual-phone-recharge',
  'tax-consultation-30',
  'business-master-class-1h',
  'platform-demo-1h',
  'federal-tax-preparation',
  'federal-tax-extension',
  'franchise-tax',
  'annual-report-filing',
  'be-12-survey',
  'state-amendment',
  'operating-agreement-amendment',
  'reinstatement',
  'permits-filing',
  'trademark-filing',
  'other-service',
];

/**
 * Optional products that make sense before formation (the wizard's pre-payment step): not
 * what the bundle includes, not tax filings or later changes, which need a formed company.
 */
export const PRE_PAYMENT_PRODUCT_KEYS: readonly string[] = [
  'ein-expedited',
  'bank-account',
  'bookkeeping',
  'invoicing-payments',
  'unlimited-mail-forwarding',
  'virtual-phone-number',
  'business-license-research',
  'permits-filing',
  'trademark-filing',
  'website-setup',
  'personal-account-manager',
];
