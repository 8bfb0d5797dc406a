import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertCompanyEvent, updateCompany, lockCompany } from '../companies';

/** A state's file (or entity) number: letters, digits and dashes, as the state prints it. */
export const ZStateFileNumber = z
  .string()
  .trim()
  .min(1, 'Give the file number the state gave the company')
  .max(40, 'A state file number is at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/, 'Letters, digits, dashes, dots and slashes only');

/**
 * Staff record the file number the state gave a company (issue 36 item 9): the profile and the
 * company card show it, as banks ask for it. Only once the state filed the company; recorded
 * again, the number is corrected (the event keeps the one before).
 */
export const recordStateFileNumber = (
  db: TDatabase,
  input: { companyId: string; stateFileNumber: string; actor: string },
) =>
  db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company.formationDate) {
      throw new AppError('ILLEGAL_STATUS_MOVE', {
        message: 'The state has not filed this company yet: record its state filing first.',
      });
    }
    await updateCompany(tx, company.id, { stateFileNumber: input.stateFileNumber });
    await insertCompanyEvent(tx, {
      companyId: company.id,
      actor: input.actor,
      kind: 'STATE_FILE_NUMBER_RECORDED',
      data: { stateFileNumber: input.stateFileNumber, before: company.stateFileNumber },
    });
  });
