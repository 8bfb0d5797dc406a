import type { TShare } from '@charterline/shared/schemas/documents';
import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { getCurrentCompany } from '../../companies';
import {
  findShareOf,
  listShareAccesses,
  listShareDocuments,
  listSharesOf,
  revokeShare,
  type TShareRow,
} from './shares.repository';
import { toShare } from './share-view';
import type { TCompanyCaller } from '../../../lib/http/caller';

/** The caller's company; another customer's or an unknown one is 404 (no hint it exists). */
export const shareCompanyOf = (db: TDbExecutor, caller: TCompanyCaller) =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });

/** Shares with their live documents and their accesses, as the owner sees them. */
export const viewShares = async (
  db: TDbExecutor,
  rows: TShareRow[],
  now: Date,
  url: string | null = null,
): Promise<TShare[]> => {
  const ids = rows.map((r) => r.id);
  const [documents, accesses] = await Promise.all([
    listShareDocuments(db, ids),
    listShareAccesses(db, ids),
  ]);
  return rows.map((row) => toShare(row, { documents, accesses }, now, url));
};

/** The company's share packs, newest first, with who opened what. */
export const listShares = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
  now = new Date(),
): Promise<TShare[]> => {
  const company = await shareCompanyOf(db, caller);
  return viewShares(db, await listSharesOf(db, company.id), now);
};

/** Stops a link (it then answers 404); revoking a revoked or expired one is no error. */
export const revokeCompanyShare = async (
  db: TDbExecutor,
  caller: TCompanyCaller & { shareId: string },
  now = new Date(),
): Promise<TShare> => {
  const company = await shareCompanyOf(db, caller);
  const share = await findShareOf(db, company.id, caller.shareId);
  if (!share) throw new AppError('NOT_FOUND');
  await revokeShare(db, share.id, now);
  const revoked = await findShareOf(db, company.id, share.id);
  if (!revoked) throw new AppError('NOT_FOUND');
  const [view] = await viewShares(db, [revoked], now);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
};
