import type { TOffer } from '@charterline/shared/schemas/services';
import { productKeyForServiceCode, STAGE_PRODUCT_KEYS } from '@charterline/shared/services';
import type { TDatabase } from '../../db/client';
import {
  BUNDLE_INCLUDES,
  FORMATION_PRODUCT_KEYS,
  outgrownBy,
  PRE_PAYMENT_PRODUCT_KEYS,
  RENEWAL_PRODUCT_KEYS,
  renewalProductKeyOf,
  REPEATABLE_PRODUCT_KEYS,
} from '../../db/catalogue/service-rules';
import type { TCompanyRow } from '../companies';
import { companyHoldings, listServicesOf } from '../services';
import { activeCatalogue, type TProductRow } from './catalogue-cache';
import { offerExclusions } from './offer-rules';
import { toProduct } from './product-view';

/** What the customer said they need: the sign-up service, and an existing LLC's "stage". */
const recommendedKeys = (company: TCompanyRow): Set<string> => {
  const keys = new Set<string>();
  const signedUpFor = productKeyForServiceCode(company.serviceCode);
  if (signedUpFor) keys.add(signedUpFor);
  const stage = company.answers.stage;
  if (company.businessType === 'EXISTING' && stage) {
    for (const k of STAGE_PRODUCT_KEYS[stage] ?? []) keys.add(k);
  }
  return keys;
};

/** Whether a product fits the company's path and the moment it is offered at. */
const fits = (
  row: TProductRow,
  context: {
    company: TCompanyRow;
    moment: 'pre-payment' | 'billing';
    hasBundle: boolean;
    owned: Set<string>;
  },
): boolean => {
  const key = row.productKey;
  if (RENEWAL_PRODUCT_KEYS.includes(key)) return false;
  // A company with its EIN is not sold one (issue 36 item 2: "Expedited EIN" after delivery).
  if (outgrownBy(context.company, key)) return false;
  if (context.moment === 'pre-payment') return PRE_PAYMENT_PRODUCT_KEYS.includes(key);
  if (!FORMATION_PRODUCT_KEYS.includes(key)) return true;
  // Formation is for a company we form, until it has its bundle (then shown as owned).
  if (context.company.businessType === 'EXISTING') return false;
  // Formation is priced with the company's state: before the wizard's first step chose one,
  // Billing does not sell it (its checkout would refuse it); the next-step card leads there.
  if (!context.company.state) return false;
  return !context.hasBundle || context.owned.has(key);
};

/**
 * The whole catalogue as offered to one company (issue 18 §5): every product that fits its
 * path and the moment, each AVAILABLE, INCLUDED in its bundle or OWNED (never sold twice),
 * with its yearly renewal; what the customer said they need first.
 */
export const listOffers = async (
  db: TDatabase,
  company: TCompanyRow,
  moment: 'pre-payment' | 'billing',
): Promise<TOffer[]> => {
  const [rows, excluded, services] = await Promise.all([
    activeCatalogue(db),
    offerExclusions(db, company, company.state),
    listServicesOf(db, company.id),
  ]);
  // The services read once: what the company holds, and what it bought again and again.
  const holdings = await companyHoldings(db, company.id, services);
  // The newest purchase of each product bought again and again, while it is going on.
  const going = new Map<string, TOffer['lastBought']>();
  for (const service of services) {
    if (!REPEATABLE_PRODUCT_KEYS.includes(service.productKey) || going.has(service.productKey)) {
      continue;
    }
    if (['DELIVERED', 'CANCELLED', 'REFUNDED'].includes(service.status)) continue;
    going.set(service.productKey, {
      serviceId: service.id,
      on: service.createdAt.toISOString().slice(0, 10),
      status: service.status,
    });
  }
  const byKey = new Map(rows.map((r) => [r.productKey, r]));
  const hasBundle = Object.keys(BUNDLE_INCLUDES).some((k) => holdings.owned.has(k));
  const recommended = recommendedKeys(company);
  const offers = rows
    .filter((r) => !excluded.includes(r.productType))
    .filter((r) => fits(r, { company, moment, hasBundle, owned: holdings.owned }))
    .map((row): TOffer => {
      const bundle = holdings.included.get(row.productKey);
      const renewal = byKey.get(renewalProductKeyOf(row.productKey));
      return {
        product: toProduct(row),
        state: bundle ? 'INCLUDED' : holdings.owned.has(row.productKey) ? 'OWNED' : 'AVAILABLE',
        includedIn: bundle ? (byKey.get(bundle)?.name ?? bundle) : null,
        recommended: recommended.has(row.productKey),
        renewal:
          row.interval === 'year'
            ? { amount: renewal?.price ?? row.price, interval: 'year' }
            : null,
        lastBought: going.get(row.productKey) ?? null,
      };
    });
  // Recommended first; otherwise the catalogue's order (Array.prototype.sort is stable).
  return offers.sort((a, b) => Number(b.recommended) - Number(a.recommended));
};
