import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const COPIED_FOR_MS = 2_000;

/**
 * Copies `text` in one click and says "Copied" (announced) for two seconds. `label` is the
 * accessible name ("Copy code 482913"): it starts with the visible words.
 */
export const CopyButton = ({
  text,
  label,
  children,
  size = 'sm',
}: {
  text: string;
  label: string;
  children: ReactNode;
  size?: 'sm' | 'md';
}) => {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void navigator.clipboard
      .writeText(text)
      .then(() => setCopied(true))
      .catch(() => toast.error('Copy failed: select the text and copy it.'));
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size={size}
        variant="neutral"
        aria-label={label}
        icon={
          copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />
        }
        onClick={copy}
      >
        {children}
      </Button>
      <span aria-live="polite" className="text-sm font-medium text-green-700">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
};
