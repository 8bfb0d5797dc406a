import type { TAllowedState } from '@charterline/shared/schemas/formation';
import type { TDatabase } from '../../db/client';
import { formationFilingLines, yearlyStateCost } from '../billing';
import { listStates, stateWithFactFiling, readLegalFacts } from '../legal-facts';
import { laterStateCosts, readCurrentRules } from '../compliance';

/**
 * The states a company can be formed in, each with what the state charges (cents): the
 * filing checkout charges (its lines as checkout names them), the costs of the first 12 months of a company formed `today`
 * (YYYY-MM-DD) that it does not (the compliance engine's obligations), the yearly cost after.
 */
export const listAllowedStates = async (db: TDatabase, today: string): Promise<TAllowedState[]> => {
  const [stored, rules, facts] = await Promise.all([
    listStates(db),
    readCurrentRules(db),
    readLegalFacts(db),
  ]);
  // The formation filing as the facts table says (issue 35, decision 0181).
  const rows = stored.map((row) => stateWithFactFiling(row, facts));
  return rows.map(({ updatedAt: _updatedAt, ...row }) => ({
    ...row,
    formationFilings: formationFilingLines(row).map(({ name, amount }) => ({ name, amount })),
    laterStateCosts: laterStateCosts(rules, row.code, today),
    yearlyStateCost: yearlyStateCost(row),
    currency: 'USD',
  }));
};
