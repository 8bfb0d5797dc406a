import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/**
 * A secret link the server answers once (calendar feed, share pack): shown with Copy, to be
 * copied now or never. `label` names the field for screen readers.
 */
export const CopyOnceLink = ({ url, label }: { url: string; label: string }) => (
  <>
    <p className="text-sm font-semibold text-slate-900">
      Copy this link now: it is shown only once.
    </p>
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        readOnly
        aria-label={label}
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
  </>
);
