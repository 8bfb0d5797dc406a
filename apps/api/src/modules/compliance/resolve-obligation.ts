import { Readable } from 'node:stream';
import type {
  TFiledMyselfBody,
  TNotApplicableBody,
  TObligation,
} from '@charterline/shared/schemas/compliance';
import { formatDay } from '@charterline/shared/format';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { companyDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { storageKeyFor, sanitiseFileName } from '../documents';
import { getCurrentCompany } from '../companies';
import { addDays, dayOf } from './obligation-rules';
import { obligationViews } from './obligation-view';
import {
  findObligationForUpdate,
  updateObligation,
  type TObligationChanges,
  type TObligationRow,
} from './obligations.repository';
import { decodeProof } from './proof-of-filing';

type TTarget = { userId: string; obligationId: string; now: Date };

/** The caller's obligation, locked for the change; another customer's is 404 like an unknown one. */
const ownObligation = async (tx: TDbExecutor, input: TTarget): Promise<TObligationRow> => {
  const row = await findObligationForUpdate(tx, input.obligationId);
  if (!row) throw new AppError('OBLIGATION_NOT_FOUND');
  await getCurrentCompany(tx, input.userId, row.companyId, { otherIs: 'NOT_FOUND' }).catch(() => {
    throw new AppError('OBLIGATION_NOT_FOUND');
  });
  return row;
};

const change = async (
  db: TDatabase,
  input: TTarget,
  decide: (tx: TDbExecutor, row: TObligationRow) => Promise<TObligationChanges>,
): Promise<TObligation> => {
  const updated = await db.transaction(async (tx) => {
    const row = await ownObligation(tx, input);
    return updateObligation(tx, row.id, await decide(tx, row));
  });
  const [view] = await obligationViews(db, [updated], input.now);
  if (!view) throw new AppError('OBLIGATION_NOT_FOUND');
  return view;
};

const assertOpen = (row: TObligationRow) => {
  if (row.resolution !== null) throw new AppError('OBLIGATION_ALREADY_RESOLVED');
};

/** A filing dated this many days or more before its deadline is refused (FILED_ON_TOO_EARLY). */
const EARLIEST_FILING_DAYS = 365;

/** "I filed it myself": the date (not after today) and an optional proof kept as a document. */
export const markFiledMyself = (
  db: TDatabase,
  input: TTarget & { body: TFiledMyselfBody; storage?: TFileStorage },
): Promise<TObligation> =>
  change(db, input, async (tx, row) => {
    assertOpen(row);
    if (input.body.filedOn > dayOf(input.now)) {
      throw new AppError('FILED_ON_IN_FUTURE', { field: 'filedOn' });
    }
    // Issue 36: a date a year or more before the deadline is a slip of the year, not a filing
    // of this period (no state or IRS window opens that early).
    if (input.body.filedOn <= addDays(row.dueDate, -EARLIEST_FILING_DAYS)) {
      throw new AppError('FILED_ON_TOO_EARLY', {
        field: 'filedOn',
        message: `That date is a year or more before this deadline (due ${formatDay(row.dueDate)}): check the year.`,
      });
    }
    const proof = input.body.proof;
    let proofDocumentId: string | null = null;
    if (proof) {
      const bytes = decodeProof(proof);
      // Issue 20: the bytes go to the documents storage (in this transaction for the db store).
      const key = input.storage ? storageKeyFor(row.companyId) : null;
      const put =
        input.storage && key
          ? await input.storage.put({
              key,
              body: Readable.from([bytes]),
              contentType: proof.contentType,
              maxBytes: bytes.length,
              tx,
            })
          : null;
      const [doc] = await tx
        .insert(companyDocuments)
        .values({
          companyId: row.companyId,
          kind: 'compliance-proof',
          title: `Proof of filing: ${row.title} (${row.period})`,
          fileName: sanitiseFileName(proof.fileName, proof.contentType),
          contentType: proof.contentType,
          size: bytes.length,
          ...(input.storage && key && put
            ? { storage: input.storage.backend, storageKey: key, sha256: put.sha256 }
            : { content: bytes }),
          createdBy: 'customer',
          // Issue 20: shown in the vault under compliance; the customer's own, so deletable.
          category: 'compliance',
          source: 'customer',
        })
        .returning({ id: companyDocuments.id });
      proofDocumentId = doc?.id ?? null;
    }
    return {
      resolution: 'filed',
      filedOn: input.body.filedOn,
      filedBy: 'customer',
      proofDocumentId,
      // A past filing of a brought LLC: its founder has now said (decision 0185).
      ...(row.pastFiling === null ? {} : { pastFiling: 'filed' as const }),
    };
  });

/** "Not applicable", with the customer's reason. */
export const markNotApplicable = (
  db: TDatabase,
  input: TTarget & { body: TNotApplicableBody },
): Promise<TObligation> =>
  change(db, input, async (_tx, row) => {
    assertOpen(row);
    return { resolution: 'not_applicable', notApplicableReason: input.body.reason };
  });

/**
 * Undoes the customer's own "filed" or "not applicable" (a slip of the finger); one we filed
 * (a delivered service) stays filed. The proof it uploaded goes to the vault's deleted files
 * (restorable for their 30 days, then purged), not left among the live documents (issue 36).
 */
export const reopenObligation = (db: TDatabase, input: TTarget): Promise<TObligation> =>
  change(db, input, async (tx, row) => {
    if (row.resolution === null || row.filedBy === 'service') {
      throw new AppError('OBLIGATION_NOT_REOPENABLE');
    }
    if (row.proofDocumentId) {
      await tx
        .update(companyDocuments)
        .set({ deletedAt: input.now })
        .where(
          and(
            eq(companyDocuments.id, row.proofDocumentId),
            eq(companyDocuments.companyId, row.companyId),
            eq(companyDocuments.source, 'customer'),
          ),
        );
    }
    return {
      resolution: null,
      filedOn: null,
      filedBy: null,
      proofDocumentId: null,
      notApplicableReason: null,
      // A past filing undone is history we do not know again: to confirm (decision 0185).
      ...(row.pastFiling === null ? {} : { pastFiling: 'to_confirm' as const }),
    };
  });
