/**
 * Primary-source corrections (shared/data/README.md). They win over the CSV.
 * Amounts in whole US dollars, like the CSV; the seed converts to cents.
 */
export type TStateCorrection = Partial<{
  filingFee: number;
  firstYearAnnualReportFee: number;
  annualReportFee: number;
  annualReportCadence: string;
  franchiseTaxYearOne: number;
  franchiseTaxOngoing: number;
  notes: string;
}>;

export const STATE_CORRECTIONS: Record<string, TStateCorrection> = {
  DE: {
    filingFee: 90,
    firstYearAnnualReportFee: 0,
    annualReportFee: 0,
    annualReportCadence: 'none',
    franchiseTaxYearOne: 300,
    franchiseTaxOngoing: 300,
    notes: 'No annual report; $300 annual LLC tax due June 1.',
  },
  CA: {
    firstYearAnnualReportFee: 20,
    annualReportFee: 20,
    annualReportCadence: 'biennial',
    franchiseTaxYearOne: 800,
    franchiseTaxOngoing: 800,
    notes:
      '$800 annual LLC tax due the 15th day of the 4th month of the taxable year; Statement of Information $20 every two years.',
  },
  WY: {
    firstYearAnnualReportFee: 60,
    annualReportFee: 60,
    annualReportCadence: 'annual',
    notes:
      'Annual report licence tax is the greater of $60 or $0.0002 × Wyoming assets, due on the first day of the anniversary month; unpaid 60 days after, the LLC is dissolved.',
  },
  TX: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 0,
    annualReportCadence: 'annual-info-only',
    franchiseTaxYearOne: 0,
    franchiseTaxOngoing: 0,
    notes:
      'Annual Public Information Report; no franchise tax due under $2.65M revenue (2026 reports).',
  },
};
