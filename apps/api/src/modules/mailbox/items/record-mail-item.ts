import { ZMailRecordFields, type TMailItemDetail } from '@charterline/shared/schemas/mail';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import {
  companyPhrase,
  findCompany,
  insertCompanyEvent,
  enqueueCompanyMail,
} from '../../companies';
import type { TStoredUpload } from '../../documents';
import { mailReceivedMail } from '../../email';
import { refreshMailFolder } from '../mail-folder';
import { mailPlanOf } from '../mailbox-company';
import { applyMailRulesOnArrival } from '../rules/apply-rules-on-arrival';
import { scheduleUrgentMail } from '../urgent/schedule-urgent-mail';
import { linkObligation } from './link-obligation';
import { insertMailScan, oneFile } from './mail-scan-document';
import { readMailItemDetail } from './mail-item-view';

const IMAGES = new Set(['image/png', 'image/jpeg']);

const fieldsOf = (fields: Record<string, string>) => {
  const parsed = ZMailRecordFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_ERROR', {
    errors: parsed.error.issues.map((issue) => ({
      code: 'VALIDATION_ERROR',
      message: issue.message,
      field: String(issue.path[0] ?? 'body'),
    })),
  });
};

type TRecordInput = {
  companyId: string;
  actor: string;
  files: TStoredUpload[];
  fields: Record<string, string>;
  now: Date;
};

/**
 * Staff record a letter (`npm run ops -- mail record`): the envelope image (required), the
 * scan PDF (optional). Locked when the company's mailbox is not active; a locked letter keeps
 * no scan (staff scan it when the customer unlocks it, decision 0154). In one transaction: the
 * scan in the vault, the letter with its obligation, its folder, the MAIL_RECEIVED event, the
 * e-mail (urgent letters: scheduleUrgentMail's), and the company's rules. Files removed if
 * anything is refused.
 */
export const recordMailItem = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: TRecordInput,
): Promise<TMailItemDetail> => {
  try {
    const fields = fieldsOf(input.fields);
    const envelope = oneFile(input.files, 'envelope', 'Attach the envelope image (PNG or JPEG).');
    if (!envelope || !IMAGES.has(envelope.contentType)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Attach the envelope image (PNG or JPEG).',
        field: 'envelope',
      });
    }
    const scan = oneFile(input.files, 'scan', 'Attach one scan (PDF).');
    if (scan && scan.contentType !== 'application/pdf') {
      throw new AppError('VALIDATION_ERROR', { message: 'The scan must be a PDF.', field: 'scan' });
    }
    const company = await findCompany(deps.db, input.companyId);
    if (!company) throw new AppError('NOT_FOUND');
    const locked = !(await mailPlanOf(deps.db, company.id)).active;
    const item = await deps.db.transaction(async (tx) => {
      const scanDocumentId =
        scan && !locked
          ? await insertMailScan(tx, deps.storage, {
              companyId: company.id,
              actor: input.actor,
              sender: fields.sender,
              file: scan,
            })
          : null;
      const [row] = await tx
        .insert(mailItems)
        .values({
          companyId: company.id,
          sender: fields.sender,
          category: fields.category,
          receivedOn: fields.receivedOn,
          pages: fields.pages ?? null,
          urgent: fields.urgent === 'true',
          locked,
          envelopeKey: envelope.key,
          envelopeContentType: envelope.contentType,
          scanDocumentId,
          obligationId: await linkObligation(tx, { ...fields, companyId: company.id }),
          recordedBy: input.actor,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('no mail item');
      await refreshMailFolder(tx, row.id);
      await tellCustomer(tx, { company, actor: input.actor, row });
      if (row.urgent) await scheduleUrgentMail(tx, row, { now: input.now });
      await applyMailRulesOnArrival(tx, row, { now: input.now });
      return readMailItemDetail(tx, company.id, row.id);
    });
    // A locked letter's scan is not kept: its bytes go.
    if (scan && locked) await deps.storage.remove(scan.key);
    return item;
  } catch (error) {
    await Promise.all(input.files.map((f) => deps.storage.remove(f.key)));
    throw error;
  }
};

const tellCustomer = async (
  tx: TDbExecutor,
  input: {
    company: NonNullable<Awaited<ReturnType<typeof findCompany>>>;
    actor: string;
    row: typeof mailItems.$inferSelect;
  },
) => {
  const { row } = input;
  // An urgent letter's notice and e-mail are scheduleUrgentMail's (URGENT_MAIL_RECEIVED).
  if (row.urgent) return;
  await insertCompanyEvent(tx, {
    companyId: input.company.id,
    actor: input.actor,
    kind: 'MAIL_RECEIVED',
    data: { sender: row.sender, category: row.category, urgent: row.urgent, itemId: row.id },
  });
  await enqueueCompanyMail(tx, { companyId: input.company.id, topic: 'mail' }, (user) =>
    mailReceivedMail({
      user,
      company: companyPhrase(input.company),
      sender: row.sender,
      category: row.category,
      receivedOn: row.receivedOn,
      locked: row.locked,
    }),
  );
};
