import type { TProductType } from '@charterline/shared/enums';

/** One product of the catalogue as seeded (price in cents). */
export type TCatalogueEntry = {
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

export const BUNDLED_ONBOARDING_KEY = 'company-onboarding-bundle';
