import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { broughtInOn } from './obligations.repository';

/**
 * The day a company formed elsewhere joined us (brought in with "Bring your LLC": its first
 * saved details). Its filings due before that day are its history, which we cannot know: they
 * are to confirm until its founder says (decision 0185). Null for a company we formed (every
 * due date is after its formation with us). Brought in but not saved yet: today.
 */
export const joinedOnOf = async (
  db: TDbExecutor,
  company: Pick<TCompanyRow, 'id' | 'businessType'>,
  today: string,
): Promise<string | null> => {
  if (company.businessType !== 'EXISTING') return null;
  return (await broughtInOn(db, company.id)) ?? today;
};
