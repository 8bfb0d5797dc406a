import { yearsBetweenReports } from '@charterline/shared/state-fees';
import type { TLineItem } from '../../db/schema';
import type { TStateCorrection } from '../../db/state-corrections';

/** A state's fees: the fields the corrections can set (db/state-corrections), all known. */
type TStateFees = Required<Omit<TStateCorrection, 'notes'>>;

/** "Articles of Organization (online only)" → "Articles of Organization, online only". */
const formWords = (form: string): string => form.replace(/\s*\(([^)]*)\)/g, ', $1');

/**
 * What forming the company costs the state, as checkout charges it (decision 0179): the
 * formation filing on its own named line. No state needs another filing made as part of
 * forming the company (a filing due after formation, such as Nevada's initial list, is a
 * later cost: the compliance engine's obligation, paid when filed); one would be its own
 * named line here. Never a first annual report or tax.
 */
export const formationFilingLines = (state: {
  code: string;
  name: string;
  filingFee: number;
  filingForm: string;
}): TLineItem[] => [
  {
    productKey: `state-fee-${state.code}`,
    name: `${state.name} formation filing (${formWords(state.filingForm)})`,
    amount: state.filingFee,
    kind: 'state_fee',
  },
];

/** The yearly state cost after the first year, with reports due every n years spread over n. */
export const yearlyStateCost = (s: TStateFees): number => {
  const every = yearsBetweenReports(s.annualReportCadence);
  const reports = every === 0 ? 0 : Math.round(s.annualReportFee / every);
  return reports + s.franchiseTaxOngoing;
};
