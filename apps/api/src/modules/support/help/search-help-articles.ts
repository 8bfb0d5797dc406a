import MiniSearch from 'minisearch';
import type { THelpArticle, THelpArticleSummary } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { readLegalFacts, type TLegalFactRow } from '../../legal-facts';
import { HELP_ARTICLES } from './help-articles';
import { resolveArticle } from './resolve-article';

type TIndexed = { slug: string; title: string; summary: string; body: string };

const bodyText = (article: THelpArticle): string =>
  article.blocks.map((b) => (b.type === 'ul' ? b.items.join(' ') : b.text)).join(' ');

const summaryOf = ({ slug, title, summary, category }: THelpArticle): THelpArticleSummary => ({
  slug,
  title,
  summary,
  category,
});

// Words that say nothing about a topic ("How do I cancel my plan?" is about "cancel" and
// "plan"); left in, they outweigh the one word that matters in a short subject.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from get got has have how i if in into is it ' +
    'its me my no not of on or our so than that the their them then there these this to too us ' +
    'was we what when where which who why will with you your'
  ).split(' '),
);
const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
};

type TLibrary = { articles: THelpArticle[]; index: MiniSearch<TIndexed> };

const indexOf = (articles: THelpArticle[]): MiniSearch<TIndexed> => {
  const index = new MiniSearch<TIndexed>({
    idField: 'slug',
    fields: ['title', 'summary', 'body'],
    processTerm,
    searchOptions: {
      // The title says what an article is about; a word there counts most.
      boost: { title: 3, summary: 1.5 },
      // "cancel" finds "cancelling"; a typo in a longer word still matches. Not for short
      // words: "ein" would find "in…" words and, one letter off, "in" itself.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(articles.map((a) => ({ ...a, body: bodyText(a) })));
  return index;
};

// A dozen articles, their figures filled from the facts table and indexed once per reading
// of that table (it changes only when the reference data is seeded).
const libraries = new WeakMap<ReadonlyMap<string, TLegalFactRow>, TLibrary>();
const libraryOf = async (db: TDatabase): Promise<TLibrary> => {
  const facts = await readLegalFacts(db);
  let library = libraries.get(facts);
  if (!library) {
    const articles = HELP_ARTICLES.map((a) => resolveArticle(a, facts));
    library = { articles, index: indexOf(articles) };
    libraries.set(facts, library);
  }
  return library;
};

/** The articles best matching the words (a ticket's subject), best first; all without words. */
export const searchHelpArticles = async (
  db: TDatabase,
  q: string | undefined,
  limit: number,
): Promise<THelpArticleSummary[]> => {
  const { articles, index } = await libraryOf(db);
  const words = q?.trim();
  if (!words) return articles.map(summaryOf);
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  return index
    .search(words)
    .slice(0, limit)
    .flatMap((hit) => {
      const article = bySlug.get(String(hit.id));
      return article ? [summaryOf(article)] : [];
    });
};

/** One article by its slug, its figures from the facts table; or null. */
export const findHelpArticle = async (db: TDatabase, slug: string): Promise<THelpArticle | null> =>
  (await libraryOf(db)).articles.find((a) => a.slug === slug) ?? null;
