import { and, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { products, type TLineItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { firstYearStateCost, yearlyStateCost } from './state-costs';
import { findState } from './states.repository';

/** Products that form a company, and so bring the state's fees with them. */
const FORMATION_KEYS = new Set([
  BUNDLED_ONBOARDING_KEY,
  'company-onboarding-split',
  'state-filing',
]);

export type TPrice = {
  lineItems: TLineItem[];
  subtotal: number;
  stateFee: number;
  total: number;
  currency: 'USD';
  yearlyAfterFirstYear: number;
  yearlyBreakdown: { name: string; amount: number; source: string | null }[];
};

/**
 * The price of a basket, computed by the server only: our prices from the catalogue, plus
 * the first-year state cost when the basket forms a company in a known state.
 */
export const calculatePrice = async (
  db: TDbExecutor,
  input: { items: readonly string[]; state: string | null; excludeTypes?: readonly string[] },
): Promise<TPrice> => {
  const keys = [...new Set(input.items)];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.productKey, keys), eq(products.active, true)));
  const offered = rows.filter((r) => !(input.excludeTypes ?? []).includes(r.productType));
  const byKey = new Map(offered.map((r) => [r.productKey, r]));
  const missing = keys.filter((k) => !byKey.has(k));
  if (missing.length > 0) {
    throw new AppError('PRODUCT_NOT_AVAILABLE', {
      message: `These products are not available: ${missing.join(', ')}.`,
      field: 'items',
    });
  }
  const lineItems: TLineItem[] = keys.map((k) => {
    const p = byKey.get(k)!;
    return { productKey: k, name: p.name, amount: p.price, kind: 'product' };
  });
  const subtotal = lineItems.reduce((sum, l) => sum + l.amount, 0);
  let stateFee = 0;
  let yearly = offered.filter((r) => r.interval === 'year').reduce((s, r) => s + r.price, 0);
  if (input.state && keys.some((k) => FORMATION_KEYS.has(k))) {
    const state = await findState(db, input.state);
    if (state) {
      stateFee = firstYearStateCost(state);
      yearly += yearlyStateCost(state);
      lineItems.push({
        productKey: `state-fee-${state.code}`,
        name: `${state.name} state fees (first year)`,
        amount: stateFee,
        kind: 'state_fee',
      });
    }
  }
  return {
    lineItems,
    subtotal,
    stateFee,
    total: subtotal + stateFee,
    currency: 'USD',
    yearlyAfterFirstYear: yearly,
    yearlyBreakdown: [],
  };
};
