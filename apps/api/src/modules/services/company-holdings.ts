import type { TDbExecutor } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import {
  includedProductsOf,
  outgrownBy,
  RENEWAL_PRODUCT_KEYS,
  REPEATABLE_PRODUCT_KEYS,
} from '../../db/catalogue/service-rules';
import { AppError } from '../../lib/app-error';
import { listServicesOf, subscriptionsOf, type TServiceRow } from './services.repository';

/** What a company has: products it owns, and products its bundle includes (→ the bundle). */
export type THoldings = { owned: Set<string>; included: Map<string, string> };

/**
 * A product is the company's while its service is not cancelled or refunded and, when it
 * is recurring, while its subscription is ACTIVE or PAST_DUE. Repeatable products (mail,
 * recharges, consultations, yearly filings) are never "had": they are bought again.
 */
export const companyHoldings = async (
  db: TDbExecutor,
  companyId: string,
  /** The company's services when the caller has read them already (listServicesOf). */
  services?: TServiceRow[],
): Promise<THoldings> => {
  const rows = services ?? (await listServicesOf(db, companyId));
  const subscriptions = new Map(
    (
      await subscriptionsOf(
        db,
        rows.map((r) => r.id),
      )
    ).map((s) => [s.serviceId, s]),
  );
  const holdings: THoldings = { owned: new Set(), included: new Map() };
  for (const row of rows) {
    if (row.status === 'CANCELLED' || row.status === 'REFUNDED') continue;
    if (REPEATABLE_PRODUCT_KEYS.includes(row.productKey)) continue;
    const subscription = subscriptions.get(row.id);
    if (subscription && subscription.status !== 'ACTIVE' && subscription.status !== 'PAST_DUE') {
      continue;
    }
    if (row.includedIn) holdings.included.set(row.productKey, row.includedIn);
    else holdings.owned.add(row.productKey);
  }
  return holdings;
};

/**
 * Checkout and calculate-price never sell twice: a basket naming a product the company
 * owns, one its bundle includes (or a bundle in the same basket includes), one it has
 * outgrown (an EIN product once it has its EIN), or a renewal (charged by its subscription,
 * never bought) is refused, naming the product.
 */
export const assertNotOwned = async (
  db: TDbExecutor,
  company: { id: string; ein: string | null },
  items: readonly string[],
): Promise<void> => {
  const holdings = await companyHoldings(db, company.id);
  for (const bundle of items) {
    for (const key of includedProductsOf(bundle)) {
      if (!holdings.included.has(key)) holdings.included.set(key, bundle);
    }
  }
  const names = new Map(
    (await findProducts(db, [...items, ...holdings.included.values()])).map((p) => [
      p.productKey,
      p.name,
    ]),
  );
  const nameOf = (key: string) => names.get(key) ?? key;
  for (const key of items) {
    const bundle = holdings.included.get(key);
    if (bundle) {
      throw new AppError('PRODUCT_ALREADY_OWNED', {
        field: 'items',
        message: `${nameOf(key)} is included in your ${nameOf(bundle)}: you do not need to buy it.`,
      });
    }
    if (holdings.owned.has(key)) {
      throw new AppError('PRODUCT_ALREADY_OWNED', {
        field: 'items',
        message: `${nameOf(key)} is already yours: you do not need to buy it again.`,
      });
    }
    if (outgrownBy(company, key)) {
      throw new AppError('PRODUCT_ALREADY_OWNED', {
        field: 'items',
        message: `Your company has its EIN already: ${nameOf(key)} is not needed.`,
      });
    }
    if (RENEWAL_PRODUCT_KEYS.includes(key)) {
      throw new AppError('PRODUCT_NOT_AVAILABLE', {
        field: 'items',
        message: `${nameOf(key)} is charged by its subscription at the end of each term; it is not bought on its own.`,
      });
    }
  }
};
