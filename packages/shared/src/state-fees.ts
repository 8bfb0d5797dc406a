import { formatMoney } from './format';

/**
 * A state's report cadence in words (the reference data stores codes: annual, biennial,
 * decennial, none, annual-info-only …). The API spreads a report due every n years over n
 * (billing/state-costs); the web shows these words, never the code. Decision 0107.
 */
type TCadence = {
  /** Years between reports; 0 when the state asks for none. */
  every: number;
  /** The list's line under the state's name. */
  label: string;
  /** How often, after the amount: "$7.00 every year". */
  words: string;
  /** A report that is filed but costs nothing (Texas's Public Information Report). */
  informationOnly?: boolean;
};

const CADENCES: Record<string, TCadence> = {
  annual: { every: 1, label: 'Report every year', words: 'every year' },
  biennial: { every: 2, label: 'Report every two years', words: 'every two years' },
  decennial: { every: 10, label: 'Report every ten years', words: 'every ten years' },
  none: { every: 0, label: 'No annual report', words: '' },
  'annual-info-only': {
    every: 1,
    label: 'Information report every year, no fee',
    words: 'every year',
    informationOnly: true,
  },
  'annual-franchise': {
    every: 1,
    label: 'Annual franchise tax every year',
    words: 'every year',
  },
};

/** The cadence of a code; an unknown variant reads as its base word ("biennial-odd-years"). */
export const cadenceOf = (code: string): TCadence => {
  const known = CADENCES[code];
  if (known) return known;
  const base = Object.keys(CADENCES).find((k) => k !== 'none' && code.startsWith(k));
  return CADENCES[base ?? 'annual'] as TCadence;
};

/** Years between reports for a cadence code; 0 when the state asks for none. */
export const yearsBetweenReports = (code: string): number => cadenceOf(code).every;

type TReportFees = { annualReportFee: number; annualReportCadence: string };

/** The list's line under a state's name: "Annual report every year", "No annual report". */
export const reportCadenceLabel = (s: TReportFees): string =>
  cadenceOf(s.annualReportCadence).label;

/** The "Annual report" row: "$7.00 every year", "$20.00 every two years", "None". */
export const reportFeeText = (s: TReportFees): string => {
  const cadence = cadenceOf(s.annualReportCadence);
  if (cadence.every === 0) return 'None';
  if (cadence.informationOnly) return 'No fee (information report only)';
  if (s.annualReportFee === 0) return `No fee, filed ${cadence.words}`;
  return `${formatMoney(s.annualReportFee)} ${cadence.words}`;
};

type TYearlyFees = TReportFees & { franchiseTaxOngoing: number };

/**
 * The state picker's line under a state's name (issue 36): the report with its fee and the
 * state's yearly tax after the first year, so a state without a report but with a tax does
 * not read as free ("No annual report · $300.00 yearly tax", Delaware).
 */
export const stateYearlyLine = (s: TYearlyFees): string => {
  const cadence = cadenceOf(s.annualReportCadence);
  const report =
    cadence.every === 0 || cadence.informationOnly
      ? cadence.label
      : `${cadence.label} (${s.annualReportFee === 0 ? 'no fee' : formatMoney(s.annualReportFee)})`;
  if (s.franchiseTaxOngoing > 0) {
    return `${report} · ${formatMoney(s.franchiseTaxOngoing)} yearly tax`;
  }
  return cadence.every === 0 ? 'No annual report or yearly tax' : report;
};
