import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import type { TCompanyRow } from '../companies';
import { checkoutItemsOf, toCompanyChange } from './change-view';
import { changeFilingsOf, type TChangeRow } from './company-changes.repository';

/** Rows of one company as the history shows them (products and state sources read once). */
export const viewsOf = async (
  db: TDbExecutor,
  company: Pick<TCompanyRow, 'state'>,
  rows: TChangeRow[],
): Promise<TCompanyChange[]> => {
  const [filings, products] = await Promise.all([
    company.state ? changeFilingsOf(db, company.state) : new Map(),
    findProducts(
      db,
      rows.flatMap((r) => (r.productKey ? checkoutItemsOf(r) : [])),
    ),
  ]);
  const byKey = new Map(products.map((p) => [p.productKey, p]));
  return rows.map((row) =>
    toCompanyChange(row, { filing: filings.get(row.kind), products: byKey }),
  );
};

export const viewOf = async (
  db: TDbExecutor,
  company: Pick<TCompanyRow, 'state'>,
  row: TChangeRow,
): Promise<TCompanyChange> => {
  const [view] = await viewsOf(db, company, [row]);
  if (!view) throw new Error('no change view');
  return view;
};
