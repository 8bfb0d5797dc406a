import type { TLegalFact } from '@charterline/shared/schemas/legal-facts';
import type { TLegalFactRow } from './legal-facts.repository';

/**
 * A fact named in words by its key, `{{rule:state:WY:fee}}`, filled from the facts table:
 * the help articles' placeholders and those of a rule's fee in words (`{{fee}}`, the rule's own
 * fee, has no colon and is not one).
 */
export const FACT_PLACEHOLDER = /\{\{([a-z]+(?::[A-Za-z0-9_-]+)+)\}\}/g;

const wholeOrCents = (dollars: number): string =>
  dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });

/**
 * A fact's value in words: "$60", "$138.75", "$25,000", "$2.65 million" (a round amount of a
 * million or more), or the text as written ("June 1", "120 days").
 */
export const factValue = (fact: Pick<TLegalFactRow, 'kind' | 'amount' | 'text'>): string =>
  fact.kind === 'usd' ? usdInWords(fact.amount ?? 0) : (fact.text ?? '');

/** Cents in words: "$60", "$138.75", "$25,000", "$2.65 million". */
export const usdInWords = (cents: number): string => {
  const dollars = cents / 100;
  if (dollars >= 1_000_000 && Number.isInteger(dollars / 10_000)) {
    return `$${wholeOrCents(dollars / 1_000_000)} million`;
  }
  return `$${wholeOrCents(dollars)}`;
};

/** A fact as the API answers it. */
export const presentFact = (fact: TLegalFactRow): TLegalFact => ({
  key: fact.key,
  jurisdiction: fact.jurisdiction,
  name: fact.name,
  value: factValue(fact),
  amountCents: fact.kind === 'usd' ? (fact.amount ?? 0) : null,
  source: fact.source,
  sourceUrl: fact.sourceUrl,
  checkedOn: fact.checkedOn,
  evidence: fact.evidence as TLegalFact['evidence'],
});
