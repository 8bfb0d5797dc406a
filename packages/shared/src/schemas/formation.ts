import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * A state cost of a new company's first 12 months that checkout does not charge: the
 * compliance engine's obligation for a company formed today, paid when it is filed (issue 35,
 * decision 0179). `fee` in cents (null when the rule has no fixed amount).
 */
export const ZLaterStateCost = z.object({
  /** The obligation's key: "state:WA:annual-report". */
  key: z.string(),
  title: z.string(),
  agency: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  fee: z.number().int().nonnegative().nullable(),
  /** What the fee depends on, when the rule says so ("Greater of $60 or …"). */
  feeText: z.string().nullable(),
});
export type TLaterStateCost = z.infer<typeof ZLaterStateCost>;

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
  /**
   * What checkout charges the state to form the company, line by line as the checkout names
   * them: the formation filing (and any filing made as part of forming it; none so far).
   */
  formationFilings: z.array(z.object({ name: z.string(), amount: z.number().int().nonnegative() })),
  /**
   * The state costs of the first 12 months of a company formed today, beyond the filing fee:
   * not charged at checkout, paid when each is filed (oldest first).
   */
  laterStateCosts: z.array(ZLaterStateCost),
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
