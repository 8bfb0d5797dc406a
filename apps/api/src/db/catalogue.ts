import type { TProductType } from '@charterline/shared/enums';
import type { TDatabase } from './client';
import { products } from './schema';

type TCatalogueEntry = {
  productKey: string;
  productType: TProductType;
  name: string;
  description: string;
  category:
    | 'formation'
    | 'compliance'
    | 'tax'
    | 'mail'
    | 'banking'
    | 'services'
    | 'plans'
    | 'experts'
    | 'addons';
  price: number;
  interval?: 'one_time' | 'year';
};

/** Our prices in cents; state fees are added from the state's data at checkout. */
export const BUNDLED_ONBOARDING_KEY = 'company-onboarding-bundle';

export const CATALOGUE: readonly TCatalogueEntry[] = [
  {
    productKey: BUNDLED_ONBOARDING_KEY,
    productType: 'COMPANY_ONBOARDING_BUNDLED',
    name: 'LLC formation bundle',
    description:
      'State filing, registered agent and US mailing address for the first year, EIN and operating agreement.',
    category: 'formation',
    price: 29_900,
  },
  {
    productKey: 'company-onboarding-split',
    productType: 'SPLIT_PRICING_COMPANY_ONBOARDING_BUNDLED',
    name: 'LLC formation bundle (split payment)',
    description: 'The formation bundle paid in two parts.',
    category: 'formation',
    price: 15_900,
  },
  {
    productKey: 'state-filing',
    productType: 'STATE_FILING',
    name: 'State filing',
    description: 'We prepare and file your articles of organization.',
    category: 'formation',
    price: 9_900,
  },
  {
    productKey: 'ein',
    productType: 'EIN',
    name: 'EIN (tax ID)',
    description: 'Your employer identification number from the IRS, without an SSN.',
    category: 'formation',
    price: 7_900,
  },
  {
    productKey: 'ein-expedited',
    productType: 'EXPEDITED_EIN',
    name: 'Expedited EIN',
    description: 'Your EIN by phone application, usually within a week.',
    category: 'formation',
    price: 14_900,
  },
  {
    productKey: 'operating-agreement',
    productType: 'OPERATING_AGREEMENT_GENERATION',
    name: 'Operating agreement',
    description: 'An operating agreement drafted from your owners and their shares.',
    category: 'formation',
    price: 4_900,
  },
  {
    productKey: 'operating-agreement-amendment',
    productType: 'OPERATING_AGREEMENT_AMENDMENT',
    name: 'Operating agreement amendment',
    description: 'Change owners or shares in your operating agreement.',
    category: 'formation',
    price: 4_900,
  },
  {
    productKey: 'registered-agent',
    productType: 'REGISTERED_AGENT',
    name: 'Registered agent',
    description: 'A registered agent in your state of formation, for one year.',
    category: 'compliance',
    price: 9_900,
    interval: 'year',
  },
  {
    productKey: 'registered-agent-renewal',
    productType: 'REGISTERED_AGENT_RENEWAL',
    name: 'Registered agent renewal',
    description: 'Another year of registered agent service.',
    category: 'compliance',
    price: 9_900,
    interval: 'year',
  },
  {
    productKey: 'franchise-tax',
    productType: 'FRANCHISE_TAX',
    name: 'Franchise tax filing',
    description: 'We file and pay your state franchise tax on time.',
    category: 'compliance',
    price: 4_900,
  },
  {
    productKey: 'boi-filing',
    productType: 'BOI_FILING',
    name: 'BOI report',
    description: 'Beneficial ownership report to FinCEN, for companies formed outside the US.',
    category: 'compliance',
    price: 9_900,
  },
  {
    productKey: 'state-amendment',
    productType: 'STATE_BUSINESS_AMENDMENT',
    name: 'State amendment',
    description: 'Change your company name, address or managers with the state.',
    category: 'compliance',
    price: 9_900,
  },
  {
    productKey: 'reinstatement',
    productType: 'REINSTATEMENT_FILING',
    name: 'Reinstatement',
    description: 'Bring a dissolved or forfeited LLC back into good standing.',
    category: 'compliance',
    price: 24_900,
  },
  {
    productKey: 'company-closure',
    productType: 'COMPANY_CLOSURE',
    name: 'Company closure',
    description: 'Dissolve your LLC with the state and the IRS.',
    category: 'compliance',
    price: 19_900,
  },
  {
    productKey: 'be-12-survey',
    productType: 'BE_12_SURVEY',
    name: 'BE-12 survey',
    description: 'The Bureau of Economic Analysis survey for foreign-owned companies.',
    category: 'compliance',
    price: 14_900,
  },
  {
    productKey: 'federal-tax-preparation',
    productType: 'FEDERAL_TAX_PREPARATION',
    name: 'Federal tax return',
    description: 'Form 5472 with pro-forma 1120, or your partnership return.',
    category: 'tax',
    price: 49_900,
  },
  {
    productKey: 'federal-tax-extension',
    productType: 'FEDERAL_TAX_EXTENSION',
    name: 'Federal tax extension',
    description: 'File for six more months to submit your return.',
    category: 'tax',
    price: 9_900,
  },
  {
    productKey: 'bookkeeping',
    productType: 'BOOKKEEPING',
    name: 'Bookkeeping',
    description: 'Monthly bookkeeping and year-end statements.',
    category: 'tax',
    price: 99_900,
    interval: 'year',
  },
  {
    productKey: 'mailing-address',
    productType: 'MAILING_ADDRESS',
    name: 'US mailing address',
    description: 'A US business address with mail scanning, for one year.',
    category: 'mail',
    price: 14_900,
    interval: 'year',
  },
  {
    productKey: 'mailing-address-renewal',
    productType: 'MAILING_ADDRESS_RENEWAL',
    name: 'Mailing address renewal',
    description: 'Another year of your US mailing address.',
    category: 'mail',
    price: 14_900,
    interval: 'year',
  },
  {
    productKey: 'mail-unlock',
    productType: 'MAIL_UNLOCK',
    name: 'Mail unlock',
    description: 'Open and scan a letter held for you.',
    category: 'mail',
    price: 900,
  },
  {
    productKey: 'mail-forwarding-shipping',
    productType: 'MAIL_FORWARDING_SHIPPING_FEE',
    name: 'Mail forwarding shipping',
    description: 'Ship a letter or parcel to any address worldwide.',
    category: 'mail',
    price: 2_500,
  },
  {
    productKey: 'unlimited-mail-forwarding',
    productType: 'UNLIMITED_MAIL_FORWARDING_PLAN_SUBSCRIPTION',
    name: 'Unlimited mail forwarding',
    description: 'Forward all your mail for a year.',
    category: 'plans',
    price: 29_900,
    interval: 'year',
  },
  {
    productKey: 'llc-maintenance-plan',
    productType: 'LLC_MAINTENANCE_PLAN_BUNDLED_SUBSCRIPTION',
    name: 'LLC maintenance plan',
    description: 'Registered agent, mailing address, annual report and tax extension every year.',
    category: 'plans',
    price: 49_900,
    interval: 'year',
  },
  {
    productKey: 'bank-account',
    productType: 'BANK_ACCOUNT',
    name: 'US business bank account',
    description: 'Guided application to a US business bank, opened remotely.',
    category: 'banking',
    price: 0,
  },
  {
    productKey: 'invoicing-payments',
    productType: 'INVOICING_AND_PAYMENTS',
    name: 'Invoicing and payments',
    description: 'Send invoices in USD and get paid by card.',
    category: 'banking',
    price: 0,
    interval: 'year',
  },
  {
    productKey: 'virtual-phone-number',
    productType: 'VIRTUAL_PHONE_NUMBER',
    name: 'US phone number',
    description: 'A US number for calls and texts, for one year.',
    category: 'services',
    price: 5_900,
    interval: 'year',
  },
  {
    productKey: 'virtual-phone-recharge',
    productType: 'VIRTUAL_PHONE_NUMBER_RECHARGE',
    name: 'Phone credit',
    description: 'Add calling and texting credit to your US number.',
    category: 'services',
    price: 1_000,
  },
  {
    productKey: 'business-license-research',
    productType: 'OTHERS',
    name: 'Business license research',
    description: 'We find the federal, state and local licenses your business needs and file them.',
    category: 'addons',
    price: 9_900,
  },
  {
    productKey: 'permits-filing',
    productType: 'OTHERS',
    name: 'Permits filing',
    description: 'Seller’s permit, sales tax registration or a local permit, filed for you.',
    category: 'addons',
    price: 14_900,
  },
  {
    productKey: 'trademark-filing',
    productType: 'OTHERS',
    name: 'US trademark filing',
    description:
      'A search and a USPTO application for your name or logo in one class (USPTO fee included).',
    category: 'addons',
    price: 59_900,
  },
  {
    productKey: 'website-setup',
    productType: 'OTHERS',
    name: 'Website setup',
    description: 'A one-page website on your domain with a contact form and business e-mail.',
    category: 'addons',
    price: 24_900,
  },
  {
    productKey: 'other-service',
    productType: 'OTHERS',
    name: 'Custom service',
    description: 'A service agreed with our team.',
    category: 'services',
    price: 5_000,
  },
  {
    productKey: 'tax-consultation-30',
    productType: 'TAX_CONSULTATION_30_MINUTES',
    name: 'Tax consultation (30 minutes)',
    description: 'A call with a US tax professional.',
    category: 'experts',
    price: 9_900,
  },
  {
    productKey: 'personal-account-manager',
    productType: 'PERSONAL_ACCOUNT_MANAGER',
    name: 'Personal account manager',
    description: 'One person who knows your company, for a year.',
    category: 'experts',
    price: 99_900,
    interval: 'year',
  },
  {
    productKey: 'platform-demo-1h',
    productType: 'PLATFORM_DEMO_1_HOUR',
    name: 'Platform demo (1 hour)',
    description: 'A guided tour of the portal with our team.',
    category: 'experts',
    price: 0,
  },
  {
    productKey: 'business-master-class-1h',
    productType: 'BUSINESS_MASTER_CLASS_1_HOUR',
    name: 'Business master class (1 hour)',
    description: 'Running a US company from abroad: banking, tax and compliance.',
    category: 'experts',
    price: 14_900,
  },
];

/** Adds missing products; prices changed since (by operations) are kept. */
export const seedCatalogue = async (db: TDatabase): Promise<void> => {
  await db
    .insert(products)
    .values(CATALOGUE.map((p, i) => ({ ...p, interval: p.interval ?? 'one_time', sortOrder: i })))
    .onConflictDoNothing({ target: products.productKey });
};
