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
          <li key={article.slug} className="rounded-lg p-2 hover:bg-white">
            {/* The button is the title alone, so its name is what it shows (WCAG 2.5.3); the
                summary beside it is its description. */}
            <button
              type="button"
              onClick={() => onOpen(article)}
              aria-describedby={`article-${article.slug}-summary`}
              className="flex w-full items-start gap-2 rounded text-left text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <BookOpen size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {article.title}
            </button>
            <p
              id={`article-${article.slug}-summary`}
              className="mt-0.5 pl-6 text-xs text-slate-600"
            >
              {article.summary}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};
