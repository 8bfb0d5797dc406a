import {
  PROCESSING_STEP_KEYS,
  PROCESSING_STEPS,
  type TProcessingStepKey,
} from '@charterline/shared/rules/processing';
import type { TCompanyStatus, TOnboardingStatus } from '@charterline/shared/enums';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockCompany, moveCompany, companyPhrase, enqueueCompanyMail } from '../companies';
import { processingStepMail } from '../email';
import { followFormationStep } from '../services';
import { syncCompanyObligationsIn } from '../compliance';
import { eventKindsOf } from './admin.repository';

/** What each processing step does to the statuses (docs/architecture.md § Company lifecycle). */
const STEP_MOVES: Partial<
  Record<
    TProcessingStepKey,
    { companyStatus: TCompanyStatus; onboardingStatus?: TOnboardingStatus }
  >
> = {
  DOCUMENTS_SUBMITTED: { companyStatus: 'STARTED' },
  FINAL_DOCUMENTS_DELIVERED: { companyStatus: 'COMPLETED', onboardingStatus: 'ONBOARDED' },
};

const EIN = /^\d{2}-\d{7}$/;

/**
 * The day the state filed the company (issue 19: its deadlines count from it): the date
 * operations gives (filed earlier than recorded), else today; never after today.
 */
const formationDateOf = (input: { date?: string | undefined; now: Date }): string => {
  const today = input.now.toISOString().slice(0, 10);
  if (!input.date) return today;
  if (input.date > today) throw new AppError('FORMATION_DATE_IN_FUTURE', { field: 'date' });
  return input.date;
};

/**
 * Operations records the next processing step of a confirmed company: steps happen in
 * order, once each, and only while the company is being formed. The event, any status move
 * and the customer's e-mail are written in one transaction.
 */
export const recordProcessingStep = async (
  db: TDatabase,
  input: {
    companyId: string;
    step: TProcessingStepKey;
    actor: string;
    ein?: string | undefined;
    /** STATE_FILING_COMPLETED: the day the state filed it (YYYY-MM-DD), when not today. */
    date?: string | undefined;
    /** STATE_FILING_COMPLETED: the file number the state gave the company. */
    fileNumber?: string | undefined;
    now: Date;
  },
) =>
  db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    const title = PROCESSING_STEPS.find((s) => s.key === input.step)?.title ?? input.step;
    if (!company.confirmedAt) {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: `${title} needs confirmed formation details first.`,
      });
    }
    if (company.companyStatus !== 'PENDING_VERIFICATION' && company.companyStatus !== 'STARTED') {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: `${title} cannot be recorded while the company is ${company.companyStatus}.`,
      });
    }
    const done = await eventKindsOf(tx, company.id, PROCESSING_STEP_KEYS);
    const next = PROCESSING_STEPS.find((s) => !done.has(s.key));
    if (!next || next.key !== input.step) {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: done.has(input.step)
          ? `${title} is already recorded.`
          : `${title} comes after ${next?.title ?? 'the last step'}.`,
      });
    }
    if (input.step === 'EIN_RECEIVED' && !(input.ein && EIN.test(input.ein))) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'ein',
        message: 'EIN Received needs the EIN the IRS issued, as 12-3456789.',
      });
    }
    const move = STEP_MOVES[input.step];
    const updated = await moveCompany(tx, company, {
      kind: input.step,
      actor: input.actor,
      ...move,
      ...(input.step === 'EIN_RECEIVED' ? { set: { ein: input.ein } } : {}),
      ...(input.step === 'STATE_FILING_COMPLETED'
        ? {
            set: {
              formationDate: formationDateOf(input),
              ...(input.fileNumber ? { stateFileNumber: input.fileNumber } : {}),
            },
          }
        : {}),
    });
    if (input.step === 'STATE_FILING_COMPLETED') {
      await syncCompanyObligationsIn(tx, { companyId: company.id, now: input.now });
    }
    await followFormationStep(tx, { companyId: company.id, step: input.step, actor: input.actor });
    await enqueueCompanyMail(tx, { companyId: company.id, topic: 'formation' }, (user) =>
      processingStepMail({
        user,
        company: companyPhrase(company),
        step: input.step,
        title,
        ...(input.step === 'EIN_RECEIVED' ? { ein: input.ein } : {}),
      }),
    );
    return updated;
  });
