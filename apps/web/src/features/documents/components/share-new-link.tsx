import { CopyOnceLink } from '@/components/ui/copy-once-link';

/** The link of a new pack: the server answers it once, so it is copied now or never. */
export const ShareNewLink = ({ url }: { url: string }) => (
  <div className="mt-3 space-y-2 rounded-xl bg-brand-50 p-3" role="status">
    <CopyOnceLink url={url} label="The share link" />
  </div>
);
