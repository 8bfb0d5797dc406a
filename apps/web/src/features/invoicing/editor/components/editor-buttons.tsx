import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { TEditorBusy } from '../use-invoice-editor';

/** What went wrong (if anything), then back, save, preview, and save and send. */
export const EditorButtons = ({
  busy,
  problem,
  onSave,
  onPreview,
  onSend,
}: {
  busy: TEditorBusy;
  problem: string | null;
  onSave: () => void;
  onPreview: () => void;
  onSend: () => void;
}) => (
  <>
    {problem ? (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {problem}
      </p>
    ) : null}
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to="/dashboard/invoicing"
        className="inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        Back to invoices
      </Link>
      <Button
        variant="neutral"
        appearance="outlined"
        loading={busy === 'save'}
        disabled={busy !== null}
        onClick={onSave}
      >
        Save draft
      </Button>
      <Button
        variant="neutral"
        appearance="outlined"
        loading={busy === 'preview'}
        disabled={busy !== null}
        onClick={onPreview}
      >
        Preview PDF
      </Button>
      <Button loading={busy === 'send'} disabled={busy !== null} onClick={onSend}>
        Save and send
      </Button>
    </div>
  </>
);
