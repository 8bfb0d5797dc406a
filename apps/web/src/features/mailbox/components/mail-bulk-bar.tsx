import { useState } from 'react';
import type { TMailBulkAction, TMailBulkResult } from '@charterline/shared/schemas/mail';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useBulkMail } from '../api/bulk-mail';
import { plural } from '../mail-texts';

const BUTTONS: { action: TMailBulkAction; label: string }[] = [
  { action: 'read', label: 'Mark read' },
  { action: 'unread', label: 'Mark unread' },
  { action: 'archive', label: 'Archive' },
  { action: 'shred', label: 'Shred' },
  { action: 'recycle', label: 'Recycle' },
];

/** "2 letters changed" and, for the others, why not (one reason per line). */
export const bulkOutcome = ({ changed, skipped }: TMailBulkResult) => {
  const reasons = [...new Set(skipped.map((s) => s.reason))];
  return {
    title: `${plural(changed, 'letter')} changed`,
    description: skipped.length
      ? `${plural(skipped.length, 'letter')} not changed: ${reasons.join('; ')}`
      : undefined,
  };
};

/** What to do with the letters checked, stuck to the bottom while any are. */
export const MailBulkBar = ({ ids, onClear }: { ids: string[]; onClear: () => void }) => {
  const bulk = useBulkMail();
  const [confirming, setConfirming] = useState<'shred' | 'recycle' | null>(null);
  const [outcome, setOutcome] = useState('');
  const run = (action: TMailBulkAction) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (result) => {
          const { title, description } = bulkOutcome(result);
          toast.success(title, description ? { description } : undefined);
          setOutcome([title, description].filter(Boolean).join('. '));
          setConfirming(null);
          if (result.skipped.length === 0) onClear();
        },
      },
    );
  return (
    <div
      role="region"
      aria-label="Selected letters"
      className="sticky bottom-3 z-10 space-y-2 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-xl"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-2 font-semibold">{ids.length} selected</span>
        {BUTTONS.map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'shred' ? 'danger' : 'neutral'}
            loading={bulk.isPending && bulk.variables.action === action}
            onClick={() =>
              action === 'shred' || action === 'recycle' ? setConfirming(action) : run(action)
            }
          >
            {label}
          </Button>
        ))}
        <Button size="sm" variant="neutral" appearance="soft" onClick={onClear}>
          Clear
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-slate-200 empty:hidden">
        {outcome}
      </p>
      {confirming ? (
        <ConfirmDialog
          title={`${confirming === 'shred' ? 'Shred' : 'Recycle'} ${plural(ids.length, 'letter')}?`}
          text="We destroy the paper letters (locked letters and letters with a request under way are left as they are). This cannot be undone."
          confirm={confirming === 'shred' ? 'Shred' : 'Recycle'}
          danger
          pending={bulk.isPending}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
};
