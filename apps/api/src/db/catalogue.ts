import { asc, inArray } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from './client';
import { BANKING_SERVICES_AND_EXPERTS } from './catalogue/banking-services-and-experts';
import { FORMATION_AND_COMPLIANCE } from './catalogue/formation-and-compliance';
import type { TCatalogueEntry } from './catalogue/catalogue-entry';
import { TAX_MAIL_AND_PLANS } from './catalogue/tax-mail-and-plans';
import { products } from './schema';

export { BUNDLED_ONBOARDING_KEY } from './catalogue/catalogue-entry';

/**
 * Our products in display order (their sortOrder): prices in cents; state fees are added
 * from the state's data at checkout.
 */
export const CATALOGUE: readonly TCatalogueEntry[] = [
  ...FORMATION_AND_COMPLIANCE,
  ...TAX_MAIL_AND_PLANS,
  ...BANKING_SERVICES_AND_EXPERTS,
];

/** Adds missing products; prices changed since (by operations) are kept. */
export const seedCatalogue = async (db: TDatabase): Promise<void> => {
  await db
    .insert(products)
    .values(CATALOGUE.map((p, i) => ({ ...p, interval: p.interval ?? 'one_time', sortOrder: i })))
    .onConflictDoNothing({ target: products.productKey });
};

export type TCatalogueRow = typeof products.$inferSelect;

/** Products by key, active or not (what was sold stays known), in catalogue order. */
export const findProducts = async (
  db: TDbExecutor,
  keys: readonly string[],
): Promise<TCatalogueRow[]> =>
  keys.length === 0
    ? []
    : db
        .select()
        .from(products)
        .where(inArray(products.productKey, [...new Set(keys)]))
        .orderBy(asc(products.sortOrder));
