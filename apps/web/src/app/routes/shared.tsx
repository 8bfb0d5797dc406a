import { useParams } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicShare } from '@/features/documents/api/get-public-share';
import { SharePublicDocuments } from '@/features/documents/components/share-public-documents';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

const Frame = ({ children }: { children: React.ReactNode }) => (
  <main className="min-h-screen bg-slate-50 px-4 py-10">
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {children}
    </div>
  </main>
);

/** /shared/:token — what a bank or accountant opens: no account, no dashboard (issue 20). */
export const SharedRoute = () => {
  usePageTitle('Shared documents');
  const { token = '' } = useParams();
  const share = usePublicShare(token);
  if (share.isPending) {
    return (
      <Frame>
        <div aria-busy="true" aria-label="Loading the shared documents" className="space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
        </div>
      </Frame>
    );
  }
  if (share.isError) {
    const gone = share.error instanceof ApiError && share.error.status === 404;
    return (
      <Frame>
        <h1 className="text-xl font-semibold text-slate-900">
          {gone ? 'This link has expired or was revoked.' : 'The documents could not be loaded.'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {gone
            ? 'Ask the person who sent it for a new link.'
            : 'Check your connection and reload the page.'}
        </p>
      </Frame>
    );
  }
  const { companyName, label, expiresAt, documents } = share.data;
  return (
    <Frame>
      <h1 className="text-xl font-semibold break-words text-slate-900">
        {companyName} shared these documents with {label}
      </h1>
      <p className="mt-1 text-sm text-slate-600">The link works until {formatDate(expiresAt)}.</p>
      <div className="mt-4">
        <SharePublicDocuments token={token} documents={documents} />
      </div>
    </Frame>
  );
};
