import type { TShare, TShareCreateBody } from '@charterline/shared/schemas/documents';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { shareCompanyOf, viewShares } from './company-shares';
import { type TCompanyCaller } from '../../../lib/http/caller';
import { findLiveDocumentIds, insertShare } from './shares.repository';
import { newShareToken, shareUrlOf } from './share-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new share pack of the company's live documents, open until now + days. The URL carries
 * the token and is answered only here: only the token's SHA-256 is stored (decision 0131).
 */
export const createShare = async (
  db: TDatabase,
  input: TCompanyCaller & { body: TShareCreateBody; publicUrl: string },
  now = new Date(),
): Promise<TShare> => {
  const company = await shareCompanyOf(db, input);
  const wanted = [...new Set(input.body.documentIds)];
  const live = await findLiveDocumentIds(db, company.id, wanted);
  if (live.length !== wanted.length) {
    throw new AppError('SHARE_DOCUMENT_UNKNOWN', { field: 'documentIds' });
  }
  const { token, tokenHash } = newShareToken();
  const row = await db.transaction((tx) =>
    insertShare(
      tx,
      {
        companyId: company.id,
        createdByUserId: input.userId,
        label: input.body.label,
        tokenHash,
        expiresAt: new Date(now.getTime() + input.body.expiresInDays * DAY_MS),
        createdAt: now,
      },
      wanted,
    ),
  );
  const [view] = await viewShares(db, [row], now, shareUrlOf(input.publicUrl, token));
  if (!view) throw new Error('no share view');
  return view;
};
