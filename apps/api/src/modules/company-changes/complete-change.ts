import { CHANGE_KIND_LABELS, type TChangeKind } from '@charterline/shared/schemas/company-changes';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { transactionWithPdf } from '../../lib/transaction-with-pdf';
import { insertCompanyEvent, type TCompanyRow } from '../companies';
import { companyPhrase, lockCompany, enqueueCompanyMail } from '../companies';
import { storeDocument } from '../documents';
import { changeDoneMail } from '../email';
import { moveServiceIn, startServiceIn } from '../services';
import { applyProposed } from './apply-change';
import { lineOf } from './change-lines';
import { beforeLineOf } from './change-view';
import { lockChange, updateChange, type TChangeRow } from './company-changes.repository';
import { regenerateAgreement } from './regenerate-agreement';

/** The vault's kind of the filed document of each change. */
const PROOF_KINDS: Partial<Record<TChangeKind, string>> = {
  CLOSURE: 'DISSOLUTION',
  REINSTATEMENT: 'REINSTATEMENT',
};

export type TCompleteChange = {
  changeId: string;
  /** The filed document (a PDF), required when the state was told. */
  file: { name: string; content: Uint8Array } | null;
  note: string | null;
  actor: string;
  now: Date;
};

const tellCustomer = async (
  tx: TDbExecutor,
  change: TChangeRow,
  input: {
    company: TCompanyRow;
    actor: string;
    note: string | null;
    proofDocumentId: string | null;
  },
) => {
  const label = CHANGE_KIND_LABELS[change.kind];
  await insertCompanyEvent(tx, {
    companyId: input.company.id,
    actor: input.actor,
    kind: 'COMPANY_CHANGE_COMPLETED',
    data: { changeId: change.id, label, proofDocumentId: input.proofDocumentId },
  });
  await enqueueCompanyMail(tx, { companyId: input.company.id, topic: 'changes' }, (user) =>
    changeDoneMail({
      user,
      company: companyPhrase(input.company),
      label,
      before: beforeLineOf(change),
      after: lineOf(change.proposed),
      note: input.note,
      hasProof: input.proofDocumentId !== null,
    }),
  );
};

/**
 * Staff complete a paid change once the state filed it (`npm run ops -- change <id>
 * complete`), in one transaction: the filed PDF stored in the company's vault, the profile
 * changed (members: the operating agreement's next version), the service delivered with
 * the document, the change completed with its proof, the customer told (event, e-mail).
 * Only a change in progress; the file is required when the state was told. The new agreement
 * is rendered outside the transaction (`transactionWithPdf`), so it is drawn up before the
 * filed document is stored.
 */
export const completeChange = async (
  deps: { db: TDatabase; storage?: TFileStorage; appName: string },
  input: TCompleteChange,
): Promise<TChangeRow> =>
  transactionWithPdf(deps.db, async (tx, pdf) => {
    const change = await lockChange(tx, input.changeId);
    if (!change) throw new AppError('NOT_FOUND', { message: 'There is no such change.' });
    if (change.status !== 'in_progress') {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: `Only a change in progress can be completed; this one is ${change.status}.`,
      });
    }
    if (change.needsState && !input.file) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'file',
        message: 'The state was told: attach the filed document (--file filed.pdf).',
      });
    }
    const company = await lockCompany(tx, change.companyId);
    const context = { actor: input.actor, actorUserId: null, now: input.now, changeId: change.id };
    await applyProposed(tx, company, change.proposed, context);
    // The company as the change left it: the agreement and the e-mail name it so.
    const changed = await lockCompany(tx, company.id);
    const agreementId =
      change.kind === 'MEMBERS'
        ? await regenerateAgreement(tx, changed, {
            appName: deps.appName,
            now: input.now,
            pdf,
            ...(deps.storage ? { storage: deps.storage } : {}),
          })
        : null;
    const filed = input.file
      ? await storeDocument(
          tx,
          {
            companyId: company.id,
            kind: PROOF_KINDS[change.kind] ?? 'STATE_FILING_AMENDMENT',
            title: `${CHANGE_KIND_LABELS[change.kind]}: filed with the state`,
            fileName: input.file.name,
            content: input.file.content,
            createdBy: input.actor,
            category: 'compliance',
            source: 'staff',
          },
          deps.storage,
        )
      : null;
    const proofDocumentId = filed?.id ?? agreementId;
    if (change.serviceId) {
      if (change.proposed.kind === 'REGISTERED_AGENT' && change.proposed.useOurs) {
        // Our agent service runs from here: the state has it on record (decision 0187).
        await startServiceIn(tx, {
          serviceId: change.serviceId,
          actor: input.actor,
          note: 'The state has our registered agent on record.',
        });
      } else {
        await moveServiceIn(tx, {
          serviceId: change.serviceId,
          to: 'DELIVERED',
          actor: input.actor,
          note: input.note ?? undefined,
          documentId: proofDocumentId ?? undefined,
          // The change's own e-mail below says it is done.
          notify: false,
        });
      }
    }
    const done = await updateChange(tx, change.id, {
      status: 'completed',
      completedAt: input.now,
      proofDocumentId,
    });
    await tellCustomer(tx, change, {
      company: changed,
      actor: input.actor,
      note: input.note,
      proofDocumentId,
    });
    return done;
  });
