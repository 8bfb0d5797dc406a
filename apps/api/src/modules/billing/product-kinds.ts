import type { TProductType } from '@charterline/shared/enums';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';

/**
 * The formation bundles (COMPANY_ONBOARDING_BUNDLED and its split-pricing twin): the only
 * products whose payment opens formation, always priced with the chosen state's fees.
 */
export const FORMATION_BUNDLE_KEYS: readonly string[] = [
  BUNDLED_ONBOARDING_KEY,
  'company-onboarding-split',
];

export const isFormationBasket = (items: readonly string[]): boolean =>
  items.some((k) => FORMATION_BUNDLE_KEYS.includes(k));

/**
 * Services we give away by design (they earn elsewhere: the bank's referral, the invoicing
 * fees, the demo). A basket of only these is fulfilled without a card step; any other
 * basket that comes to $0 is a pricing mistake and is refused.
 */
export const FREE_PRODUCT_TYPES: readonly TProductType[] = [
  'BANK_ACCOUNT',
  'INVOICING_AND_PAYMENTS',
  'PLATFORM_DEMO_1_HOUR',
];
