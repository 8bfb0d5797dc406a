import { useState } from 'react';
import { formatDate } from '@charterline/shared/format';
import type { TShare } from '@charterline/shared/schemas/documents';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRevokeShare } from '../api/manage-share';
import { ShareAccessLog } from './share-access-log';

const STATUS_TEXT: Record<TShare['status'], { text: string; className: string }> = {
  active: { text: 'Active', className: 'bg-emerald-50 text-emerald-800' },
  expired: { text: 'Expired', className: 'bg-slate-100 text-slate-700' },
  revoked: { text: 'Revoked', className: 'bg-red-50 text-red-800' },
};

const ShareCard = ({ share, onRevoke }: { share: TShare; onRevoke: () => void }) => {
  const status = STATUS_TEXT[share.status];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{share.label}</h3>
          <p className="text-sm text-slate-600">
            {share.status === 'revoked' && share.revokedAt
              ? `Revoked ${formatDate(share.revokedAt)}`
              : `${share.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(share.expiresAt)}`}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${status.className}`}>
          {status.text}
        </span>
      </div>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {share.documents.map((d) => (
          <li key={d.id} className="break-words">
            {d.title}
          </li>
        ))}
      </ul>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Access log ({share.accesses.length})
        </summary>
        <div className="mt-2">
          <ShareAccessLog share={share} />
        </div>
      </details>
      {share.status === 'active' ? (
        <Button
          className="mt-3"
          size="sm"
          appearance="outlined"
          variant="danger"
          onClick={onRevoke}
        >
          Revoke
        </Button>
      ) : null}
    </li>
  );
};

/** The company's packs, newest first; revoking asks first. */
export const ShareList = ({ shares }: { shares: TShare[] }) => {
  const revoke = useRevokeShare();
  const [confirming, setConfirming] = useState<TShare | null>(null);
  const confirm = () => {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success('The link is revoked.');
      },
    });
  };
  return (
    <>
      <ul className="space-y-3" aria-label="Share links">
        {shares.map((share) => (
          <ShareCard key={share.id} share={share} onRevoke={() => setConfirming(share)} />
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Revoke this link?"
        description={`${confirming?.label ?? 'They'} can no longer open the documents. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={() => setConfirming(null)}>
            Keep it
          </Button>
          <Button variant="danger" loading={revoke.isPending} onClick={confirm}>
            Revoke the link
          </Button>
        </div>
      </Dialog>
    </>
  );
};
