import { and, eq, inArray } from 'drizzle-orm';
import type { TProductType } from '@charterline/shared/enums';
import type { TDbExecutor } from '../../db/client';
import { products } from '../../db/schema';

/** The active products among `keys`, each with its type (what the offer rules look at). */
export const listActiveProductTypes = (
  db: TDbExecutor,
  keys: readonly string[],
): Promise<{ key: string; type: TProductType }[]> =>
  db
    .select({ key: products.productKey, type: products.productType })
    .from(products)
    .where(and(inArray(products.productKey, [...keys]), eq(products.active, true)));
