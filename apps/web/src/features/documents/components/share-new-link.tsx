import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The link of a new pack: the server answers it once, so it is copied now or never. */
export const ShareNewLink = ({ url }: { url: string }) => (
  <div className="mt-3 space-y-2 rounded-xl bg-brand-50 p-3" role="status">
    <p className="text-sm font-semibold text-slate-900">
      Copy this link now: it is shown only once.
    </p>
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        readOnly
        aria-label="The share link"
        value={url}
        onFocus={(e) => e.target.select()}
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs"
      />
      <Button
        type="button"
        onClick={() =>
          void navigator.clipboard
            .writeText(url)
            .then(() => toast.success('Link copied.'))
            .catch(() => toast.error('Copy failed: select the link and copy it.'))
        }
      >
        Copy
      </Button>
    </div>
  </div>
);
