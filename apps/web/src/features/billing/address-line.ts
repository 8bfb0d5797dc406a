import { countryByCode } from '@charterline/shared/countries';
import type { TBillingAddress } from '@charterline/shared/schemas/billing';

/** "Lumière Conseil LLC, 12 Rue Oberkampf, Paris, 75011, France": a billing address in a line. */
export const billingAddressLine = (a: TBillingAddress): string =>
  [
    a.name,
    a.line1,
    a.line2,
    a.city,
    [a.region, a.postalCode].filter(Boolean).join(' '),
    countryByCode(a.country)?.label ?? a.country,
  ]
    .filter(Boolean)
    .join(', ');
