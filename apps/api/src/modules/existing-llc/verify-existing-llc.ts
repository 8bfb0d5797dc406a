import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyPhrase, lockCompany, moveCompany, enqueueCompanyMail } from '../companies';
import { existingLlcVerifiedMail } from '../email';

/**
 * Staff confirm the details of a company formed elsewhere (`npm run ops -- verify`): it
 * becomes COMPLETED, its details are locked, the customer is told (the DETAILS_VERIFIED
 * event is their notification) and e-mailed, all in one transaction.
 */
export const verifyExistingLlc = async (
  db: TDatabase,
  input: { companyId: string; actor: string; now: Date },
) =>
  db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (company.businessType !== 'EXISTING' || !company.stateFileNumber || !company.state) {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: 'Only a company formed elsewhere, with its details entered, can be verified.',
      });
    }
    if (company.detailsVerifiedAt) {
      throw new AppError('ILLEGAL_STATUS_MOVE', { message: 'These details are already verified.' });
    }
    const updated = await moveCompany(tx, company, {
      kind: 'DETAILS_VERIFIED',
      actor: input.actor,
      formedElsewhere: true,
      companyStatus: 'COMPLETED',
      onboardingStatus: 'ONBOARDED',
      set: { detailsVerifiedAt: input.now, detailsVerifiedBy: input.actor },
    });
    const { state, stateFileNumber } = company;
    await enqueueCompanyMail(tx, { companyId: company.id, topic: 'formation' }, (user) =>
      existingLlcVerifiedMail({ user, company: companyPhrase(company), state, stateFileNumber }),
    );
    return updated;
  });
