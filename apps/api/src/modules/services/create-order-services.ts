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

type TLine = { product: TCatalogueRow; includedIn: string | null };

/** The order's product lines, each bundle followed by what it includes (unless bought too). */
const serviceLines = (
  lineItems: readonly TLineItem[],
  rows: Map<string, TCatalogueRow>,
): TLine[] => {
  const bought = lineItems
    .filter((l) => l.kind === 'product' && !RENEWAL_PRODUCT_KEYS.includes(l.productKey))
    .map((l) => l.productKey);
  return bought.flatMap((key) => {
    const product = rows.get(key);
    if (!product) return [];
    const included = includedProductsOf(key)
      .filter((k) => !bought.includes(k))
      .flatMap((k) => {
        const row = rows.get(k);
        return row ? [{ product: row, includedIn: key }] : [];
      });
    return [{ product, includedIn: null }, ...included];
  });
};

/**
 * The services of a paid order, in the fulfilment's transaction: one per product line (a
 * renewal line extends a subscription instead) and, for a bundle, one per product it
 * includes. Recurring ones get a subscription of one year from payment. Each line is made
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
  for (const { product, includedIn } of serviceLines(input.lineItems, rows)) {
    const service = await insertService(tx, {
      companyId: input.companyId,
      orderId: input.orderId,
      productKey: product.productKey,
      productType: product.productType,
      name: product.name,
      category: product.category,
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
      toStatus: 'ORDERED',
      note: includedIn ? `Included in ${rows.get(includedIn)?.name ?? includedIn}.` : null,
      createdAt: input.paidAt,
    });
    if (product.interval === 'year') {
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
