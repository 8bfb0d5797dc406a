import { z } from 'zod';
import { successEnvelope } from './envelope';

/** One state a company can be formed in, with its fees in cents (GET formation/allowed-states). */
export const ZAllowedState = z.object({
  code: z.string().length(2),
  name: z.string(),
  filingFee: z.number().int().nonnegative(),
  filingForm: z.string(),
  firstYearAnnualReportFee: z.number().int().nonnegative(),
  annualReportFee: z.number().int().nonnegative(),
  /** annual, biennial, decennial, none, or a variant such as annual-info-only. */
  annualReportCadence: z.string(),
  franchiseTaxYearOne: z.number().int().nonnegative(),
  franchiseTaxOngoing: z.number().int().nonnegative(),
  /** What the customer pays the state in the first year: filing, report and tax. */
  firstYearStateCost: z.number().int().nonnegative(),
  /** What the state costs every year after the first (biennial fees spread per year). */
  yearlyStateCost: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  sosUrl: z.string(),
  notes: z.string().nullable(),
  source: z.string(),
  lastVerified: z.string(),
});
export type TAllowedState = z.infer<typeof ZAllowedState>;

export const ZAllowedStatesResponse = successEnvelope(z.array(ZAllowedState));
