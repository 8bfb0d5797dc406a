import { and, eq, inArray } from 'drizzle-orm';
import type { TLaterStateCost } from '@charterline/shared/schemas/formation';
import type { TDatabase, TDbExecutor } from '../../db/client';
import {
  FORMATION_PRODUCT_KEYS,
  includedProductsOf,
  renewalProductKeyOf,
} from '../../db/catalogue/service-rules';
import { products, type TLineItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findProducts } from '../../db/catalogue';
import { laterStateCosts, readCurrentRules } from '../compliance';
import { readLegalFacts, stateWithFactFiling } from '../legal-facts';
import { formationFilingLines, yearlyStateCost } from './state-costs';
import { findState, type TStateRow } from '../legal-facts';

type TYearlyLine = { name: string; amount: number; source: string | null };

export type TPrice = {
  lineItems: TLineItem[];
  subtotal: number;
  stateFee: number;
  total: number;
  currency: 'USD';
  yearlyAfterFirstYear: number;
  yearlyBreakdown: TYearlyLine[];
  laterStateCosts: TLaterStateCost[];
};

/**
 * Every renewal a basket implies, each priced by its renewal product: a recurring product's
 * own, a bundle's recurring contents (registered agent, mailing address: free in year one
 * only), and the formed company's yearly state cost with the state's page as its source.
 */
const yearlyRenewals = async (
  db: TDbExecutor,
  basket: readonly { productKey: string; interval: string }[],
  state: TStateRow | null,
): Promise<TYearlyLine[]> => {
  const recurring = new Set<string>();
  const mentioned = [
    ...basket.map((p) => p.productKey),
    ...basket.flatMap((p) => includedProductsOf(p.productKey)),
  ];
  const rows = new Map((await findProducts(db, mentioned)).map((r) => [r.productKey, r]));
  for (const key of mentioned) {
    if (rows.get(key)?.interval === 'year') recurring.add(renewalProductKeyOf(key));
  }
  const renewals = await findProducts(db, [...recurring]);
  const lines: TYearlyLine[] = renewals.map((r) => ({
    name: r.name,
    amount: r.price,
    source: null,
  }));
  if (state) {
    lines.push({
      name: `${state.name} annual report and state tax`,
      amount: yearlyStateCost(state),
      source: state.sosUrl || `${state.name} state fee schedule`,
    });
  }
  return lines;
};

/**
 * The price of a basket, computed by the server only: our prices from the catalogue, plus
 * what forming the company costs the state when the basket forms one in a known state (its
 * formation filing, decision 0179). The state's other costs of the first 12 months, for a
 * company formed `today`, come with it as information: due later, paid when filed.
 */
export const calculatePrice = async (
  db: TDatabase,
  input: {
    items: readonly string[];
    state: string | null;
    /** YYYY-MM-DD: the day the later state costs are counted from (the app's clock). */
    today: string;
    excludeTypes?: readonly string[];
  },
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
  const stored =
    input.state && keys.some((k) => FORMATION_PRODUCT_KEYS.includes(k))
      ? await findState(db, input.state)
      : null;
  // The formation filing as the facts table says (issue 35, decision 0181).
  const state = stored ? stateWithFactFiling(stored, await readLegalFacts(db)) : null;
  if (state) {
    const filings = formationFilingLines(state);
    stateFee = filings.reduce((sum, l) => sum + l.amount, 0);
    lineItems.push(...filings);
  }
  const later = state ? laterStateCosts(await readCurrentRules(db), state.code, input.today) : [];
  const yearlyBreakdown = await yearlyRenewals(db, offered, state);
  const yearly = yearlyBreakdown.reduce((s, l) => s + l.amount, 0);
  return {
    lineItems,
    subtotal,
    stateFee,
    total: subtotal + stateFee,
    currency: 'USD',
    yearlyAfterFirstYear: yearly,
    yearlyBreakdown,
    laterStateCosts: later,
  };
};
