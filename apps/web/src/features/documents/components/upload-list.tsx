import { CheckCircle2, X } from 'lucide-react';
import type { TUploadItem } from '../hooks/use-uploads';

/** Each file of an upload with its progress bar, then done or why it was refused. */
export const UploadList = ({
  items,
  onDismiss,
}: {
  items: readonly TUploadItem[];
  onDismiss: (key: number) => void;
}) =>
  items.length === 0 ? null : (
    <ul aria-label="Uploads" className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate text-sm font-medium text-slate-900">{item.name}</span>
            {item.status === 'done' ? (
              <span className="flex items-center gap-1 text-sm text-green-700">
                <CheckCircle2 size={16} aria-hidden="true" /> Uploaded
              </span>
            ) : null}
            {item.status !== 'uploading' ? (
              <button
                type="button"
                onClick={() => onDismiss(item.key)}
                aria-label={`Dismiss ${item.name}`}
                className="rounded p-1 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X size={16} aria-hidden="true" />
              </button>
            ) : null}
          </div>
          {item.status === 'uploading' ? (
            <progress
              aria-label={`Uploading ${item.name}`}
              max={100}
              value={Math.round(item.progress * 100)}
              className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
            />
          ) : null}
          {item.error ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {item.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
