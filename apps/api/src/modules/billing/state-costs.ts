import { yearsBetweenReports } from '@charterline/shared/state-fees';
import type { TStateCorrection } from '../../db/state-corrections';

/** A state's fees: the fields the corrections can set (db/state-corrections), all known. */
type TStateFees = Required<Omit<TStateCorrection, 'notes'>>;

/** What the state charges in the first year: filing, any first report and first-year tax. */
export const firstYearStateCost = (s: TStateFees): number =>
  s.filingFee + s.firstYearAnnualReportFee + s.franchiseTaxYearOne;

/** The yearly state cost after the first year, with reports due every n years spread over n. */
export const yearlyStateCost = (s: TStateFees): number => {
  const every = yearsBetweenReports(s.annualReportCadence);
  const reports = every === 0 ? 0 : Math.round(s.annualReportFee / every);
  return reports + s.franchiseTaxOngoing;
};
