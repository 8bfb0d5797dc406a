import type { TOffer } from '@charterline/shared/schemas/services';

/** The catalogue's categories as Billing heads them, in the order it shows them. */
export const CATEGORY_HEADINGS: Record<string, string> = {
  formation: 'Formation',
  compliance: 'Compliance',
  tax: 'Tax and bookkeeping',
  plans: 'Plans',
  mail: 'Mail',
  banking: 'Banking and payments',
  services: 'Phone and more',
  addons: 'Licences, trademarks and websites',
  experts: 'Experts',
};

export const RECOMMENDED_HEADING = 'Recommended for you';

export type TOfferGroup = { key: string; heading: string; offers: TOffer[] };

const headingOf = (category: string): string =>
  CATEGORY_HEADINGS[category] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)}`;

const rank = (category: string): number => {
  const at = Object.keys(CATEGORY_HEADINGS).indexOf(category);
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
};

/**
 * The offers grouped for Billing: what the customer said they need first ("Recommended for
 * you"), then every category in its order; each product appears once, in the server's order.
 */
export const groupOffers = (offers: TOffer[]): TOfferGroup[] => {
  const recommended = offers.filter((o) => o.recommended);
  const byCategory = new Map<string, TOffer[]>();
  for (const offer of offers) {
    if (offer.recommended) continue;
    const group = byCategory.get(offer.product.category) ?? [];
    group.push(offer);
    byCategory.set(offer.product.category, group);
  }
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, heading: headingOf(key), offers: list }));
  return recommended.length > 0
    ? [{ key: 'recommended', heading: RECOMMENDED_HEADING, offers: recommended }, ...categories]
    : categories;
};
