import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TMailItem } from '@charterline/shared/schemas/mail';
import { Button } from '@/components/ui/button';
import { queryKeys } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { fetchEnvelope, fetchScan } from '../api/mail-files';

const revoke = (url: string | null) => {
  if (url) URL.revokeObjectURL(url);
};

/** The envelope's image, fetched with the token. */
export const EnvelopeImage = ({ item }: { item: TMailItem }) => {
  const envelope = useQuery({
    queryKey: [...queryKeys.mailItems.detail(item.id), 'envelope'],
    // An object URL for the image; envelopes are small and few, it lives with the page.
    queryFn: async () => URL.createObjectURL(await fetchEnvelope(item.id)),
    enabled: item.hasEnvelope,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const url = envelope.data;
  if (!item.hasEnvelope) return null;
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
      {url ? (
        <img src={url} alt={`Envelope of the letter from ${item.sender}`} className="w-full" />
      ) : (
        <div className="flex h-40 items-center justify-center text-sm text-slate-500">
          {envelope.isError ? 'The envelope could not be shown.' : 'Loading the envelope…'}
        </div>
      )}
    </figure>
  );
};

/**
 * The scan: "Open scan" shows it here (and marks the letter opened, which the lists learn),
 * "Download scan" saves the PDF. Fetched on demand: "opened" means the customer asked to see
 * it, which is what stops the urgent-mail reminders.
 */
export const ScanPreview = ({ item }: { item: TMailItem }) => {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => () => revoke(shown.current), []);
  const opened = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.mailItems.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.mailItems.detail(item.id), exact: true }),
    ]);
  const get = async (download: boolean) => {
    setBusy(download ? 'download' : 'open');
    try {
      const blob = await fetchScan(item.id, download);
      if (download) saveBlob(blob, `Letter from ${item.sender}.pdf`);
      else {
        revoke(shown.current);
        shown.current = URL.createObjectURL(blob);
        setUrl(shown.current);
      }
      if (!item.openedAt) void opened();
    } catch {
      toast.error('The scan could not be loaded. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={busy === 'open'} onClick={() => void get(false)}>
          <FileText size={16} aria-hidden="true" />
          Open scan
        </Button>
        <Button
          size="sm"
          variant="neutral"
          loading={busy === 'download'}
          onClick={() => void get(true)}
        >
          <Download size={16} aria-hidden="true" />
          Download scan
        </Button>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-8 items-center text-sm font-medium text-brand-700 underline"
          >
            Open in a new tab
          </a>
        ) : null}
      </div>
      {url ? (
        <iframe
          src={url}
          title={`Scan of the letter from ${item.sender}`}
          className="h-[32rem] w-full rounded-xl ring-1 ring-slate-200"
        />
      ) : null}
    </div>
  );
};
