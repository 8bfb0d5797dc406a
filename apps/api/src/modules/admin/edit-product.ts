import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forgetCatalogue } from '../billing/catalogue-cache';
import { updateProduct, type TAdminProductChanges } from './admin.repository';

/** Operations edits a product; the catalogue read cache forgets the old one at once. */
export const editProduct = async (
  db: TDatabase,
  input: { productKey: string; changes: TAdminProductChanges },
) => {
  const row = await updateProduct(db, input.productKey, input.changes);
  if (!row) throw new AppError('NOT_FOUND');
  forgetCatalogue(db);
  return row;
};
