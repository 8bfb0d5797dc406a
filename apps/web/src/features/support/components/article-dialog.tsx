import { formatDay } from '@charterline/shared/format';
import type { THelpArticleSummary } from '@charterline/shared/schemas/support';
import { Dialog } from '@/components/ui/dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useHelpArticle } from '../api/get-help-articles';
import { ArticleBlocks } from './article-blocks';

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
