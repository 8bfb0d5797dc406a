import { WIZARD_STEPS } from '@charterline/shared/rules/wizard';
import { FORMATION_STEP_KEYS } from '@charterline/shared/rules/processing';
import type { TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import type { TPdfInTransaction } from '../../lib/transaction-with-pdf';
import type { TCompanyRow } from '../companies';
import { formationStepsOf, moveCompany, enqueueCompanyMail } from '../companies';
import { agreementInputOf, storeDocument } from '../documents';
import { formationConfirmedMail } from '../email';

/**
 * The customer confirms the formation details: only when the six formation steps are
 * complete. The company moves to PENDING_VERIFICATION and onboarding to
 * FORMATION_IN_PROGRESS; the operating agreement is drawn up from the confirmed owners and
 * a confirmation e-mail is queued, all in the caller's transaction. The agreement's PDF comes
 * from `pdf` (rendered outside the transaction), dated `now`: the same in each run of it.
 */
export const confirmFormation = async (
  tx: TTransaction,
  company: TCompanyRow,
  context: {
    userId: string;
    now: Date;
    pdf: TPdfInTransaction;
    appName?: string;
    storage?: TFileStorage;
  },
): Promise<void> => {
  if (company.confirmedAt) {
    throw new AppError('DATA_NOT_EDITABLE', {
      message: 'Your formation details are already confirmed.',
    });
  }
  if (company.paymentStatus !== 'PAID') throw new AppError('PAYMENT_REQUIRED_FIRST');
  const steps = formationStepsOf(company);
  const open = FORMATION_STEP_KEYS.flatMap((key, i) =>
    steps[key] ? [] : [{ key, title: WIZARD_STEPS.formation[i] ?? key }],
  );
  if (open.length > 0) {
    throw new AppError('FORMATION_INCOMPLETE', {
      message: `Please complete every formation step before confirming: ${open.map((s) => s.title).join(', ')}.`,
      errors: open.map((s) => ({
        code: 'FORMATION_INCOMPLETE',
        message: `${s.title} is not complete.`,
        field: s.key,
      })),
    });
  }
  const { now } = context;
  await moveCompany(tx, company, {
    kind: 'FORMATION_CONFIRMED',
    actor: 'customer',
    actorUserId: context.userId,
    companyStatus: 'PENDING_VERIFICATION',
    onboardingStatus: 'FORMATION_IN_PROGRESS',
    set: { confirmedAt: now },
  });

  const input = await agreementInputOf(tx, company, {
    appName: context.appName ?? 'Charterline',
    effectiveDate: now,
  });
  const name = input.companyName;
  const pdf = await context.pdf('operatingAgreement', input);
  await storeDocument(
    tx,
    {
      companyId: company.id,
      kind: 'OPERATING_AGREEMENT',
      title: 'Operating Agreement',
      fileName: `${name} Operating Agreement`,
      content: pdf,
      createdBy: 'system',
      category: 'agreements',
      source: 'system',
    },
    context.storage,
  );
  await enqueueCompanyMail(tx, { companyId: company.id, topic: 'formation' }, (to) =>
    formationConfirmedMail(to, name),
  );
};
