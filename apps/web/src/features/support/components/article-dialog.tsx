import { formatDay } from '@charterline/shared/format';
import type { TLegalFact } from '@charterline/shared/schemas/legal-facts';
import type { THelpArticleSummary } from '@charterline/shared/schemas/support';
import { Dialog } from '@/components/ui/dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useHelpArticle } from '../api/get-help-articles';
import { ArticleBlocks } from './article-blocks';

/**
 * The fees, dates and numbers the article names, each with where it was read and when it was
 * last checked (issue 35: every fact about the law is sourced).
 */
const ArticleFacts = ({ facts }: { facts: TLegalFact[] }) =>
  facts.length === 0 ? null : (
    <section aria-labelledby="article-facts" className="mt-5 border-t border-slate-200 pt-3">
      <h3
        id="article-facts"
        className="text-xs font-semibold uppercase tracking-wide text-slate-500"
      >
        Where these figures come from
      </h3>
      <ul className="mt-2 space-y-1.5 text-xs text-slate-600">
        {facts.map((fact) => (
          <li key={fact.key}>
            <span className="font-medium text-slate-800">{fact.value}</span> — {fact.name}.{' '}
            <a
              href={fact.sourceUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {fact.source}
            </a>
            , checked {formatDay(fact.checkedOn)}
            {fact.evidence === 'primary' ? '' : ' (from a secondary source)'}.
          </li>
        ))}
      </ul>
    </section>
  );

const ArticleBody = ({ slug }: { slug: string }) => {
  const article = useHelpArticle(slug);
  if (article.isPending)
    return <LoadingBlocks label="Loading the article" heights={['h-4', 'h-4', 'h-4', 'h-4']} />;
  if (article.isError)
    return (
      <LoadFailed what="The article could not be loaded." retry={() => void article.refetch()} />
    );
  return (
    <>
      <ArticleBlocks blocks={article.data.blocks} />
      <ArticleFacts facts={article.data.facts} />
      <p className="mt-4 text-xs text-slate-500">
        Checked on {formatDay(article.data.reviewedOn)}. Still stuck? Close this and send your
        ticket.
      </p>
    </>
  );
};

/** One help article over the form; closing it returns to the form as it was. */
export const ArticleDialog = ({
  article,
  onClose,
}: {
  article: THelpArticleSummary | null;
  onClose: () => void;
}) => (
  <Dialog
    open={article !== null}
    onOpenChange={(open) => (open ? null : onClose())}
    title={article?.title ?? ''}
    description={article?.summary}
  >
    {article ? <ArticleBody slug={article.slug} /> : null}
  </Dialog>
);
