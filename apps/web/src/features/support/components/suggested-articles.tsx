import { BookOpen } from 'lucide-react';
import type { THelpArticleSummary } from '@charterline/shared/schemas/support';
import { useHelpArticles } from '../api/get-help-articles';
import { useDebouncedValue } from './use-debounced-value';

/** Fewer letters match nearly every article: not worth showing. */
const MIN_LETTERS = 3;

/**
 * Up to five help articles matching the subject as it is typed (asked after a 300 ms pause).
 * Opening one is the parent's: its dialog must outlive this list, which changes with each pause.
 */
export const SuggestedArticles = ({
  subject,
  onOpen,
}: {
  subject: string;
  onOpen: (article: THelpArticleSummary) => void;
}) => {
  const q = useDebouncedValue(subject.trim(), 300);
  const enabled = q.length >= MIN_LETTERS;
  const articles = useHelpArticles(q, enabled);
  const items = enabled ? (articles.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Suggested articles"
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 className="text-sm font-semibold text-slate-900">These may answer your question</h3>
      <ul className="mt-2 space-y-1">
        {items.map((article) => (
          <li key={article.slug}>
            <button
              type="button"
              onClick={() => onOpen(article)}
              aria-label={article.title}
              aria-describedby={`article-${article.slug}-summary`}
              className="flex w-full items-start gap-2 rounded-lg p-2 text-left hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <BookOpen size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-brand-700">{article.title}</span>
                <span
                  id={`article-${article.slug}-summary`}
                  className="block text-xs text-slate-600"
                >
                  {article.summary}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
