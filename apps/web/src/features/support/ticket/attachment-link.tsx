import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { TSupportAttachment } from '@charterline/shared/schemas/support';
import { env } from '@/config/env';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { attachmentPath, fetchAttachment } from '../api/attachment-url';
import { formatFileSize } from '@charterline/shared/format';

/**
 * A file of a message: the API wants the bearer token, which a plain link does not send, so a
 * click fetches it with the token and saves it (the mail scan's way).
 */
export const AttachmentLink = ({ attachment }: { attachment: TSupportAttachment }) => {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchAttachment(attachment.id, true), attachment.fileName);
    } catch {
      toast.error(`${attachment.fileName} could not be downloaded. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={`${env.API_URL}${attachmentPath(attachment.id, true)}`}
      download={attachment.fileName}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void save();
      }}
      className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-white/70 px-2 py-1 text-sm text-brand-700 underline ring-1 ring-slate-200 hover:bg-white"
    >
      <FileText size={16} aria-hidden="true" className="shrink-0" />
      <span className="truncate">{attachment.fileName}</span>
      <span className="shrink-0 text-xs text-slate-500 no-underline">
        {formatFileSize(attachment.size)}
      </span>
    </a>
  );
};
