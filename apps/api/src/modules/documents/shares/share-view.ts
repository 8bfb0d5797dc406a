import type { TShare } from '@charterline/shared/schemas/documents';
import type { TShareAccessRow, TShareDocument, TShareRow } from './shares.repository';

/** Revoked wins over expired: the owner stopped it on purpose. */
export const shareStatus = (row: TShareRow, now: Date): TShare['status'] => {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
};

/** A share as its owner sees it; `url` only at creation (only the token's hash is kept). */
export const toShare = (
  row: TShareRow,
  related: { documents: TShareDocument[]; accesses: TShareAccessRow[] },
  now: Date,
  url: string | null = null,
): TShare => ({
  id: row.id,
  label: row.label,
  url,
  documents: related.documents
    .filter((d) => d.shareId === row.id)
    .map(({ id, title, fileName }) => ({ id, title, fileName })),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: shareStatus(row, now),
  accesses: related.accesses
    .filter((a) => a.shareId === row.id)
    .map((a) => ({
      at: a.at.toISOString(),
      documentId: a.documentId,
      ip: a.ip,
      userAgent: a.userAgent,
    })),
});
