import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments } from '../../db/schema';
import type { TFileStorage } from '../../lib/storage/types';
import type { TPdfInTransaction } from '../../lib/transaction-with-pdf';
import type { TCompanyRow } from '../companies';
import { agreementInputOf, storeDocument } from '../documents';

const KIND = 'OPERATING_AGREEMENT';

/** The first operating agreement of the company (the group every later version joins). */
const firstAgreementId = async (tx: TDbExecutor, companyId: string): Promise<string | null> => {
  const [row] = await tx
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        eq(companyDocuments.kind, KIND),
        isNull(companyDocuments.versionOf),
      ),
    )
    .orderBy(asc(companyDocuments.createdAt))
    .limit(1);
  return row?.id ?? null;
};

/** The newest version of the group: its number and when it was drawn up. */
const latestVersion = async (tx: TDbExecutor, companyId: string, group: string) => {
  const [row] = await tx
    .select({ version: companyDocuments.version, createdAt: companyDocuments.createdAt })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        or(eq(companyDocuments.id, group), eq(companyDocuments.versionOf, group)),
      ),
    )
    .orderBy(desc(companyDocuments.version))
    .limit(1);
  return row ?? null;
};

/**
 * After a change of members, the operating agreement drawn up again from the owners now on
 * file, as the next version of the first one (every version kept; none yet: version 1).
 * Answers the new version's document id: the proof of a change the state need not hear of.
 * The PDF comes from `pdf`: rendered outside the transaction (`transactionWithPdf`).
 */
export const regenerateAgreement = async (
  tx: TDbExecutor,
  company: TCompanyRow,
  context: { appName: string; now: Date; storage?: TFileStorage; pdf: TPdfInTransaction },
): Promise<string> => {
  const group = await firstAgreementId(tx, company.id);
  const input = await agreementInputOf(tx, company, {
    appName: context.appName,
    effectiveDate: context.now,
  });
  const name = input.companyName;
  const latest = group ? await latestVersion(tx, company.id, group) : null;
  // A later version is the "Amended and Restated" agreement, naming the one it restates.
  const pdf = await context.pdf(
    'operatingAgreement',
    latest
      ? { ...input, amendment: { version: latest.version + 1, previousDate: latest.createdAt } }
      : input,
  );
  const doc = await storeDocument(
    tx,
    {
      companyId: company.id,
      kind: KIND,
      title: group ? 'Operating Agreement (amended)' : 'Operating Agreement',
      fileName: `${name} Operating Agreement`,
      content: pdf,
      createdBy: 'system',
      category: 'agreements',
      source: 'system',
      ...(group ? { versionOf: group } : {}),
    },
    context.storage,
  );
  return doc.id;
};
