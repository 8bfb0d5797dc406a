import { Link2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useShareableDocuments, useShares } from '../api/get-shares';
import { ShareCreateForm } from './share-create-form';
import { ShareList } from './share-list';

const Failed = ({ retry }: { retry: () => void }) => (
  <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
    Your share links could not be loaded.{' '}
    <Button size="sm" appearance="plain" onClick={retry}>
      Try again
    </Button>
  </div>
);

/** The "Sharing" tab of LLC Management (issue 20): create share links and follow them. */
export const SharePacks = () => {
  const documents = useShareableDocuments();
  const shares = useShares();
  if (documents.isPending || shares.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading share links">
        <Skeleton className="h-48" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (documents.isError || shares.isError) {
    return (
      <Failed
        retry={() => {
          void documents.refetch();
          void shares.refetch();
        }}
      />
    );
  }
  return (
    <div className="space-y-6">
      {documents.data.length === 0 ? (
        <EmptyState
          icon={<Link2 size={28} aria-hidden="true" />}
          title="Nothing to share yet"
          text="Once your LLC has documents, you can share them with a bank or an accountant through a link that expires."
        />
      ) : (
        <ShareCreateForm documents={documents.data} />
      )}
      <section aria-labelledby="share-links" className="space-y-3">
        <h2 id="share-links" className="font-semibold text-slate-900">
          Your share links
        </h2>
        {shares.data.length === 0 ? (
          <p className="text-sm text-slate-600">No link yet.</p>
        ) : (
          <ShareList shares={shares.data} />
        )}
      </section>
    </div>
  );
};
