/**
 * Primary-source corrections (shared/data/README.md and the rows of
 * us-llc-annual-report-rules.csv marked "primary"). They win over the CSV.
 * Amounts in whole US dollars, like the CSV; the seed converts to cents.
 * A report or tax first due in the year after formation is not a first-year cost
 * (`firstYearAnnualReportFee` / `franchiseTaxYearOne` 0): decision 0107. Checkout no longer
 * reads these two (it charges the formation filing; the first year's other costs are the
 * compliance engine's obligations: decision 0179); they stay as the reference data says.
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
    franchiseTaxYearOne: 0,
    franchiseTaxOngoing: 300,
    notes: 'No annual report; $300 annual LLC tax due June 1, from the year after formation.',
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
    firstYearAnnualReportFee: 0,
    annualReportFee: 60,
    annualReportCadence: 'annual',
    notes:
      'Annual report licence tax is the greater of $60 or $0.0002 × Wyoming assets, first due on the first day of the anniversary month in the year after formation; unpaid 60 days after, the LLC is dissolved.',
  },
  PA: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 7,
    annualReportCadence: 'annual',
    notes: 'Annual report ($7) due by September 30 every year, from the year after formation.',
  },
  CT: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 80,
    annualReportCadence: 'annual',
    franchiseTaxYearOne: 0,
    franchiseTaxOngoing: 0,
    notes:
      'Annual report ($80) filed January 1 – March 31, from the year after formation; the business entity tax was repealed.',
  },
  FL: {
    firstYearAnnualReportFee: 0,
    notes:
      'Annual report ($138.75) filed January 1 – May 1, from the year after formation; $400 late fee after May 1.',
  },
  TX: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 0,
    annualReportCadence: 'annual-info-only',
    franchiseTaxYearOne: 0,
    franchiseTaxOngoing: 0,
    notes:
      'Public Information Report due May 15 every year, from the year after formation; no franchise tax due under $2.65M revenue (2026 reports).',
  },
  // SDCL 59-11-25: the first report is filed in the anniversary month of the year after
  // formation; $50 online (issue 35 item 7).
  SD: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 50,
    notes:
      'Annual report ($50 online) due by the end of your anniversary month, from the year after formation (SDCL 59-11-25).',
  },
  // ARM 44.5.115(3)(d): $20 by April 15 ($35 after); the waiver of ARM 44.5.303 covered 2024
  // and 2025 only (issue 35 item 7).
  MT: {
    firstYearAnnualReportFee: 0,
    annualReportFee: 20,
    notes:
      'Annual report ($20) filed January 1 – April 15, from the year after formation; $35 after April 15.',
  },
  // N.Y. LLC Law 206: the publication and its $50 Certificate of Publication within 120 days.
  NY: {
    notes:
      'Publication in two newspapers and the Certificate of Publication ($50 plus the newspapers’ charges) within 120 days of formation; a $9 biennial statement every two years.',
  },
};
