import { isFilingProduct } from '@charterline/shared/services';
import type { TServiceStatus } from '@charterline/shared/schemas/services';
import type { TDbExecutor } from '../../db/client';
import {
  includedProductsOf,
  RENEWAL_PRODUCT_KEYS,
  renewalProductKeyOf,
} from '../../db/catalogue/service-rules';
import type { TLineItem } from '../../db/schema';
import { findProducts, type TCatalogueRow } from '../../db/catalogue';
import { insertService, insertServiceEvent, insertSubscription } from './services.repository';

/** A term of one year from `start` (a 29 February start ends on 28 February). */
export const oneYearAfter = (start: Date): Date => {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
};

type TLine = { product: TCatalogueRow; name: string; includedIn: string | null };

/** The order's product lines, each bundle followed by what it includes (unless bought too). */
const serviceLines = (
  lineItems: readonly TLineItem[],
  rows: Map<string, TCatalogueRow>,
): TLine[] => {
  const bought = lineItems.filter(
    (l) => l.kind === 'product' && !RENEWAL_PRODUCT_KEYS.includes(l.productKey),
  );
  const keys = bought.map((l) => l.productKey);
  return bought.flatMap((line) => {
    const product = rows.get(line.productKey);
    if (!product) return [];
    const included = includedProductsOf(line.productKey)
      .filter((k) => !keys.includes(k))
      .flatMap((k) => {
        const row = rows.get(k);
        return row ? [{ product: row, name: row.name, includedIn: line.productKey }] : [];
      });
    // Named as sold: a change's line says what it changes (issue 36 item 8).
    return [{ product, name: line.name || product.name, includedIn: null }, ...included];
  });
};

/**
 * Products that run only once set up (issue 36 item 8): our registered agent once the state
 * has it on record (the formation's filing, or the agent change), the phone number once the
 * provider gave it. Every other yearly product runs from payment.
 */
export const SET_UP_PRODUCT_KEYS: readonly string[] = ['registered-agent', 'virtual-phone-number'];

/**
 * Where a new service starts: ACTIVE when it runs from payment (a yearly product, not waiting
 * for set-up), IN_PROGRESS for a filing our team starts on (nothing waits), else ORDERED.
 */
export const firstStatusOf = (product: TCatalogueRow): TServiceStatus => {
  if (product.interval === 'year' && !SET_UP_PRODUCT_KEYS.includes(product.productKey)) {
    return 'ACTIVE';
  }
  return isFilingProduct(product.productKey) ? 'IN_PROGRESS' : 'ORDERED';
};

/** A free feature ($0 a year, "Invoicing and payments"): it runs, it is not a subscription. */
export const isFreeFeature = (product: Pick<TCatalogueRow, 'price' | 'interval'>): boolean =>
  product.interval === 'year' && product.price === 0;

/**
 * The services of a paid order, in the fulfilment's transaction: one per product line (a
 * renewal line extends a subscription instead) and, for a bundle, one per product it
 * includes, each starting where `firstStatusOf` says. Recurring ones get a subscription of
 * one year from payment, free features none. Each line is made
 * once (the (order, product) key): a repeat, or the backfill after it, adds nothing.
 */
export const createOrderServices = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    orderId: string;
    lineItems: readonly TLineItem[];
    paidAt: Date;
    actor: string;
    actorUserId: string | null;
  },
): Promise<number> => {
  const keys = input.lineItems.map((l) => l.productKey);
  const rows = new Map(
    (await findProducts(tx, [...keys, ...keys.flatMap(includedProductsOf)])).map((r) => [
      r.productKey,
      r,
    ]),
  );
  let made = 0;
  for (const { product, name, includedIn } of serviceLines(input.lineItems, rows)) {
    const status = firstStatusOf(product);
    const service = await insertService(tx, {
      companyId: input.companyId,
      orderId: input.orderId,
      productKey: product.productKey,
      productType: product.productType,
      name,
      category: product.category,
      status,
      includedIn,
      createdAt: input.paidAt,
      updatedAt: input.paidAt,
    });
    if (!service) continue;
    made += 1;
    await insertServiceEvent(tx, {
      serviceId: service.id,
      actor: input.actor,
      actorUserId: input.actorUserId,
      fromStatus: null,
      toStatus: status,
      note: includedIn ? `Included in ${rows.get(includedIn)?.name ?? includedIn}.` : null,
      createdAt: input.paidAt,
    });
    if (product.interval === 'year' && !isFreeFeature(product)) {
      await insertSubscription(tx, {
        serviceId: service.id,
        companyId: input.companyId,
        renewalProductKey: renewalProductKeyOf(product.productKey),
        termStartedAt: input.paidAt,
        termEndsAt: oneYearAfter(input.paidAt),
      });
    }
  }
  return made;
};
