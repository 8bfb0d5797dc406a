import type {
  THelpArticle,
  THelpArticleSource,
  THelpBlock,
} from '@charterline/shared/schemas/support';
import type { TLegalFactRow } from '../../legal-facts';
import { FACT_PLACEHOLDER, factValue, presentFact } from '../../legal-facts';

/** The fact keys an article's words name, in order of first use. */
export const placeholdersOf = (article: THelpArticleSource): string[] => {
  const texts = [
    article.title,
    article.summary,
    ...article.blocks.flatMap((b) => (b.type === 'ul' ? b.items : [b.text])),
  ];
  return [...new Set(texts.flatMap((t) => [...t.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]!)))];
};

/**
 * An article as customers read it (issue 35, decision 0181): each `{{key}}` in its words
 * replaced by the fact's value from the facts table ("$60", "June 1"), and the facts it named
 * listed with their sources and the days they were checked. An unknown key is a defect of the
 * shipped articles (a test reads every one against the compiled facts): it throws.
 */
export const resolveArticle = (
  source: THelpArticleSource,
  facts: ReadonlyMap<string, TLegalFactRow>,
): THelpArticle => {
  const used = new Map<string, TLegalFactRow>();
  const fill = (text: string): string =>
    text.replace(FACT_PLACEHOLDER, (_, key: string) => {
      const fact = facts.get(key);
      if (!fact) throw new Error(`help article ${source.slug}: no fact ${key} in the facts table`);
      used.set(key, fact);
      return factValue(fact);
    });
  const title = fill(source.title);
  const summary = fill(source.summary);
  const blocks = source.blocks.map((b): THelpBlock =>
    b.type === 'ul' ? { ...b, items: b.items.map(fill) } : { ...b, text: fill(b.text) },
  );
  return { ...source, title, summary, blocks, facts: [...used.values()].map(presentFact) };
};
