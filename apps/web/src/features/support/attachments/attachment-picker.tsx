import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  SUPPORT_ATTACHMENTS_MAX,
  type TSupportAttachment,
} from '@charterline/shared/schemas/support';
import { formatFileSize } from '@charterline/shared/format';
import { useAttachmentUploads } from './use-attachment-uploads';

/** The vault's types: what the API takes (and the file dialog offers). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const FULL = `You can attach at most ${SUPPORT_ATTACHMENTS_MAX} files to a message.`;

const RemoveButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={`Remove ${name}`}
    className="rounded p-1.5 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    <X size={16} aria-hidden="true" />
  </button>
);

/**
 * "Attach files": uploads each chosen file at once (…/support/attachments), lists them with
 * progress and a remove button, and reports the uploaded ones. The props stay (the
 * new-ticket form and the reply box use it).
 */
export const AttachmentPicker = ({
  value,
  onChange,
  onBusyChange,
}: {
  value: TSupportAttachment[];
  onChange: (attachments: TSupportAttachment[]) => void;
  /** While a file is uploading the form's send button waits. */
  onBusyChange?: (busy: boolean) => void;
}) => {
  const inputId = useId();
  const [tooMany, setTooMany] = useState(false);
  // Uploads end one by one between renders: each adds to the newest list, not the render's.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const uploads = useAttachmentUploads((added) => {
    latest.current = [...latest.current, ...added];
    onChange(latest.current);
  });
  useEffect(() => onBusyChange?.(uploads.busy), [uploads.busy, onBusyChange]);

  const used = value.length + uploads.pending.filter((p) => p.error === null).length;
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    const room = Math.max(0, SUPPORT_ATTACHMENTS_MAX - used);
    setTooMany(files.length > room);
    uploads.start(files.slice(0, room));
  };

  return (
    <div className="space-y-2">
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={choose}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
        >
          <Paperclip size={16} aria-hidden="true" />
          Attach files
        </label>
        <span className="ml-3 text-xs text-slate-500">
          PDF, PNG or JPEG, up to {SUPPORT_ATTACHMENTS_MAX} files
        </span>
      </div>
      {tooMany ? (
        <p role="alert" className="text-sm text-red-600">
          {FULL} Remove one to add another.
        </p>
      ) : null}
      {value.length + uploads.pending.length > 0 ? (
        <ul aria-label="Attached files" className="space-y-1.5">
          {value.map((a) => (
            <li
              key={a.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200"
            >
              <span className="min-w-0 truncate text-sm text-slate-900">
                {a.fileName} <span className="text-slate-500">· {formatFileSize(a.size)}</span>
              </span>
              <RemoveButton
                name={a.fileName}
                onClick={() => {
                  setTooMany(false);
                  onChange(value.filter((v) => v.id !== a.id));
                }}
              />
            </li>
          ))}
          {uploads.pending.map((p) => (
            <li key={p.key} className="rounded-lg bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-sm text-slate-900">
                  {p.name} <span className="text-slate-500">· {formatFileSize(p.size)}</span>
                </span>
                <RemoveButton name={p.name} onClick={() => uploads.remove(p.key)} />
              </div>
              {p.error === null ? (
                <progress
                  aria-label={`Uploading ${p.name}`}
                  max={100}
                  value={Math.round(p.progress * 100)}
                  className="mt-1 h-1.5 w-full overflow-hidden rounded-full accent-brand-700"
                />
              ) : (
                <p role="alert" className="mt-0.5 text-sm text-red-600">
                  {p.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
