import type { TProduct } from '@charterline/shared/schemas/billing';
import type { TProductRow } from './catalogue-cache';

/** A catalogue row as the API shows it. */
export const toProduct = (row: TProductRow): TProduct => ({
  id: row.id,
  productKey: row.productKey,
  name: row.name,
  description: row.description,
  category: row.category,
  productType: row.productType,
  price: row.price,
  currency: 'USD',
  interval: row.interval,
});
