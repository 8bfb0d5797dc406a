import { z } from 'zod';

/** How sure we are of a fact: the statute or agency's own page, a compiler, or sources disagree. */
export const FACT_EVIDENCE = ['primary', 'secondary', 'conflict'] as const;

/**
 * One fact about the law as the product shows it (issue 35, decision 0181): its value in
 * words ("$60", "June 1", "Articles of Organization"), where it was read and when it was last
 * checked against that source.
 */
export const ZLegalFact = z.object({
  key: z.string(),
  jurisdiction: z.string(),
  name: z.string(),
  /** The value as shown: "$138.75", "$2.65 million", "120 days", "+1 267-941-1099". */
  value: z.string(),
  /** Cents for a fee or amount in US dollars; null for a text fact. */
  amountCents: z.number().int().nullable(),
  source: z.string(),
  sourceUrl: z.string(),
  /** YYYY-MM-DD. */
  checkedOn: z.string(),
  evidence: z.enum(FACT_EVIDENCE),
});
export type TLegalFact = z.infer<typeof ZLegalFact>;
