import type { TAllowedState } from '@charterline/shared/schemas/formation';
import type { TDbExecutor } from '../../db/client';
import { firstYearStateCost, yearlyStateCost } from '../billing/state-costs';
import { listStates } from '../billing/states.repository';

/** The states a company can be formed in, each with what the state charges (cents). */
export const listAllowedStates = async (db: TDbExecutor): Promise<TAllowedState[]> => {
  const rows = await listStates(db);
  return rows.map(({ updatedAt: _updatedAt, ...row }) => ({
    ...row,
    firstYearStateCost: firstYearStateCost(row),
    yearlyStateCost: yearlyStateCost(row),
    currency: 'USD',
  }));
};
