import type { TObligation } from '@charterline/shared/schemas/compliance';
import type { TLegalFactRow } from '../legal-facts';
import { factValue } from '../legal-facts';

/**
 * What not filing an obligation costs, where the law sets an amount: the fact in the facts
 * table (its amount, source and address) and the words around it. Keyed by obligation key.
 * Issue 36 item 3: a Form 5472 not filed costs $25,000 a year, not "No fee".
 */
const PENALTY_FACTS: Readonly<Record<string, { fact: string; words: (amount: string) => string }>> =
  {
    'irs:5472': {
      fact: 'federal:irs:5472:penalty',
      words: (amount) => `Penalty: ${amount} per form per year`,
    },
    'state:DE:llc-tax': {
      fact: 'state:DE:llc-tax:late-penalty',
      words: (amount) => `Penalty: ${amount} plus 1.5% interest a month`,
    },
    'state:FL:annual-report': {
      fact: 'state:FL:annual-report:late-fee',
      words: (amount) => `Late fee: ${amount} after May 1`,
    },
  };

/** The penalty of an obligation of this key, from the facts table; null where none is known. */
export const penaltyOf = (
  key: string,
  facts: ReadonlyMap<string, TLegalFactRow>,
): TObligation['penalty'] => {
  const known = PENALTY_FACTS[key];
  const fact = known ? facts.get(known.fact) : undefined;
  if (!known || !fact) return null;
  return { text: known.words(factValue(fact)), source: fact.source, sourceUrl: fact.sourceUrl };
};
