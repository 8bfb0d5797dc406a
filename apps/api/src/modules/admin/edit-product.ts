import type { TDbHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { announceCatalogueChange } from '../billing';
import { updateProduct, type TAdminProductChanges } from './admin.repository';

/** Operations edits a product; every instance's catalogue forgets the old one at once. */
export const editProduct = async (
  database: TDbHandle,
  input: { productKey: string; changes: TAdminProductChanges },
) => {
  const row = await updateProduct(database.db, input.productKey, input.changes);
  if (!row) throw new AppError('NOT_FOUND');
  await announceCatalogueChange(database);
  return row;
};
