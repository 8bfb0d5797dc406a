import MiniSearch from 'minisearch';
import type { THelpArticle, THelpArticleSummary } from '@charterline/shared/schemas/support';
import { HELP_ARTICLES } from './help-articles';

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

// A dozen articles: the index is built once, on the first search.
let index: MiniSearch<TIndexed> | undefined;
const indexOf = (): MiniSearch<TIndexed> => {
  if (index) return index;
  index = new MiniSearch<TIndexed>({
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
  index.addAll(HELP_ARTICLES.map((a) => ({ ...a, body: bodyText(a) })));
  return index;
};

/** The articles best matching the words (a ticket's subject), best first; all without words. */
export const searchHelpArticles = (q: string | undefined, limit: number): THelpArticleSummary[] => {
  const words = q?.trim();
  if (!words) return HELP_ARTICLES.map(summaryOf);
  const bySlug = new Map(HELP_ARTICLES.map((a) => [a.slug, a]));
  return indexOf()
    .search(words)
    .slice(0, limit)
    .flatMap((hit) => {
      const article = bySlug.get(String(hit.id));
      return article ? [summaryOf(article)] : [];
    });
};

/** One article by its slug, or null. */
export const findHelpArticle = (slug: string): THelpArticle | null =>
  HELP_ARTICLES.find((a) => a.slug === slug) ?? null;
