import { checkLlcName } from '@charterline/shared/rules/llc-name';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { isFutureDate, type TExistingLlc } from '@charterline/shared/schemas/existing-llc';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findState } from '../legal-facts';
import type { TCompanyRow } from '../companies';
import {
  ownerRowsOf,
  replaceOwners,
  loadCompanyDetails,
  lockCompany,
  moveCompany,
  getCurrentCompany,
} from '../companies';

/** The details may be entered or changed: not a company we form, not verified yet. */
const assertEditable = (company: TCompanyRow): void => {
  if (company.paymentStatus === 'PAID' || company.confirmedAt) {
    throw new AppError('DATA_NOT_EDITABLE', {
      message: 'We are forming this company for you: its details come from the formation steps.',
    });
  }
  if (company.detailsVerifiedAt) {
    throw new AppError('DATA_NOT_EDITABLE', {
      message: 'Our team has verified these details; contact support to change them.',
    });
  }
};

/**
 * "Bring your LLC" (decision 0113): the caller's company becomes one formed elsewhere with
 * the details given. No formation payment applies (NOT_AVAILABLE); the company waits in
 * PENDING_VERIFICATION until staff verify it. Saving again before then replaces the details.
 */
export const saveExistingLlc = async (
  db: TDatabase,
  options: { userId: string; companyId: string | null; input: TExistingLlc; now: Date },
): Promise<TCompanyDetails> => {
  const { input } = options;
  const nameError = checkLlcName(input.companyName).errors[0];
  if (nameError) {
    throw new AppError('INVALID_COMPANY_NAME', {
      message: nameError.message,
      field: 'companyName',
    });
  }
  if (isFutureDate(input.formationDate, options.now)) {
    throw new AppError('FORMATION_DATE_IN_FUTURE', { field: 'formationDate' });
  }
  const current = await getCurrentCompany(db, options.userId, options.companyId);
  const updated = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, current.id);
    assertEditable(company);
    if (!(await findState(tx, input.state))) {
      throw new AppError('INVALID_STATE', { field: 'state' });
    }
    await replaceOwners(tx, company.id, ownerRowsOf(input.owners));
    const agent = input.registeredAgent;
    const first = company.stateFileNumber === null;
    return moveCompany(tx, company, {
      kind: first ? 'EXISTING_LLC_ADDED' : 'EXISTING_LLC_UPDATED',
      actor: 'customer',
      actorUserId: options.userId,
      formedElsewhere: true,
      companyStatus: 'PENDING_VERIFICATION',
      onboardingStatus: 'ONBOARDED',
      set: {
        businessType: 'EXISTING',
        paymentStatus: 'NOT_AVAILABLE',
        companyName: input.companyName,
        companyNameType: input.companyNameType,
        state: input.state,
        formationDate: input.formationDate,
        stateFileNumber: input.stateFileNumber,
        ein: input.ein ?? null,
        // The agent the state has today. "Switch to ours" is a change filed with the state
        // (priced, paid, filed: the page opens it next); until then the state has theirs,
        // not named here (decision 0187).
        registeredAgent: agent.useOurs
          ? { useOurs: false, name: null, address: null }
          : { useOurs: false, name: agent.name, address: agent.address },
        ownersSavedAt: options.now,
      },
      data: { state: input.state, stateFileNumber: input.stateFileNumber },
    });
  });
  return loadCompanyDetails(db, updated);
};
