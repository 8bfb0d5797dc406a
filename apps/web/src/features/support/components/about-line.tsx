import { Link2 } from 'lucide-react';
import type { TSupportAboutKind, TSupportAboutPreview } from '@charterline/shared/schemas/support';
import { Button } from '@/components/ui/button';

const KIND_WORDS: Record<TSupportAboutKind, string> = {
  service: 'a service',
  obligation: 'a deadline',
  mail_item: 'a letter',
  invoice: 'an invoice',
  receipt: 'a receipt',
};

/**
 * "About: <label>" with Remove, once the API has said what it is; a quiet note when it could
 * not find it (the ticket is then sent about nothing in particular).
 */
export const AboutLine = ({
  about,
  missing,
  onRemove,
}: {
  about: TSupportAboutPreview | undefined;
  missing: boolean;
  onRemove: () => void;
}) => {
  if (missing)
    return <p className="text-sm text-slate-500">We could not find what this was about.</p>;
  if (!about) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Link2 size={16} aria-hidden="true" className="shrink-0" />
      <span className="min-w-0 flex-1 break-words">
        About: {about.label ?? KIND_WORDS[about.kind]}
      </span>
      <Button size="sm" variant="neutral" appearance="plain" onClick={onRemove}>
        Remove
      </Button>
    </div>
  );
};
