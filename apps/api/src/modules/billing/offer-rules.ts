import type { TProductType } from '@charterline/shared/enums';
import type { TDatabase } from '../../db/client';
import { catalogueOf } from './catalogue-cache';

/** A state's franchise (or annual LLC) tax, in cents, after the primary-source corrections. */
type TStateTaxes = { franchiseTaxYearOne: number; franchiseTaxOngoing: number };

/**
 * Products a company is not offered.
 * - BOI filing: since FinCEN's interim final rule of March 2025 only entities formed outside
 *   the US file BOI reports: a company we form (a new business) is a US entity; an existing
 *   business may be foreign.
 * - Franchise tax filing: only where the state levies one (shared/data; Wyoming, Texas under
 *   the threshold, … none). Before a state is chosen it cannot be known, so it is offered.
 */
export const excludedProductTypes = (
  company: { businessType: 'NEW' | 'EXISTING' },
  state: TStateTaxes | null,
): TProductType[] => [
  ...(company.businessType === 'NEW' ? (['BOI_FILING'] as const) : []),
  ...(state && state.franchiseTaxYearOne === 0 && state.franchiseTaxOngoing === 0
    ? (['FRANCHISE_TAX'] as const)
    : []),
];

/**
 * The exclusions for a company forming (or formed) in `stateCode` (null: none chosen yet),
 * with the state's taxes from this instance's catalogue (reference data, catalogue-cache.ts).
 */
export const offerExclusions = async (
  db: TDatabase,
  company: { businessType: 'NEW' | 'EXISTING' },
  stateCode: string | null,
): Promise<TProductType[]> => {
  if (!stateCode) return excludedProductTypes(company, null);
  const { states } = await catalogueOf(db);
  return excludedProductTypes(company, states.get(stateCode.toUpperCase()) ?? null);
};
