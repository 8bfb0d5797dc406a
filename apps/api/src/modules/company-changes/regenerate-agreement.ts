import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments } from '../../db/schema';
import type { TFileStorage } from '../../lib/storage/types';
import { findState } from '../billing/states.repository';
import { listOwnersOf, type TCompanyRow } from '../companies/companies.repository';
import { storeDocument } from '../documents/documents.service';
import { renderOperatingAgreementPdf } from '../documents/operating-agreement-pdf';
import { addressLine } from './change-lines';

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

/**
 * After a change of members, the operating agreement drawn up again from the owners now on
 * file, as the next version of the first one (every version kept; none yet: version 1).
 * Answers the new version's document id: the proof of a change the state need not hear of.
 */
export const regenerateAgreement = async (
  tx: TDbExecutor,
  company: TCompanyRow,
  context: { appName: string; now: Date; storage?: TFileStorage },
): Promise<string> => {
  const [owners, state, group] = await Promise.all([
    listOwnersOf(tx, company.id),
    findState(tx, company.state?.toUpperCase() ?? ''),
    firstAgreementId(tx, company.id),
  ]);
  const name = `${company.companyName ?? ''} ${company.companyNameType ?? 'LLC'}`.trim();
  const pdf = await renderOperatingAgreementPdf({
    companyName: name,
    stateName: state?.name ?? company.state ?? 'its state of formation',
    businessPurpose: company.businessPurpose ?? 'any lawful business',
    registeredAgent: company.registeredAgent?.name ?? 'the registered agent on file',
    owners: owners.map((o) => ({
      name: `${o.firstName} ${o.lastName}`,
      email: o.email,
      hundredths: o.ownershipHundredths,
      address: addressLine(o.address),
    })),
    effectiveDate: context.now,
    appName: context.appName,
  });
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
