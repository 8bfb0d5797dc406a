import { friendlyMessage } from '@charterline/shared/error-display';
import type { TSupportAttachment } from '@charterline/shared/schemas/support';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { uploadAttachment } from '../api/upload-attachments';

/** A file on its way up, or refused (an uploaded one is in the picker's value). */
export type TPendingUpload = {
  key: number;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  /** Why it was refused; null while it uploads. */
  error: string | null;
};

/** The server's words for one file: its `file` field error first, else the message. */
const refusalOf = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'The upload failed. Please try again.';
  const field = error.errors.find((e) => e.field === 'file') ?? error.errors[0];
  return friendlyMessage(field?.message || error.message) || 'The upload failed. Please try again.';
};

/**
 * Uploads each chosen file at once, one request each. `onUploaded` gets every finished file;
 * the hook keeps only what is still going or was refused. Removing an uploading file aborts it.
 */
export const useAttachmentUploads = (onUploaded: (attachments: TSupportAttachment[]) => void) => {
  const [pending, setPending] = useState<TPendingUpload[]>([]);
  const nextKey = useRef(0);
  const aborts = useRef(new Map<number, AbortController>());
  // The latest callback: uploads finish after renders that gave a newer one.
  const uploaded = useRef(onUploaded);
  useLayoutEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: number, change: Partial<TPendingUpload>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const start = (files: readonly File[]) => {
    for (const file of files) {
      const key = nextKey.current++;
      const controller = new AbortController();
      aborts.current.set(key, controller);
      setPending((all) => [
        ...all,
        { key, name: file.name, size: file.size, progress: 0, error: null },
      ]);
      uploadAttachment(
        file,
        ({ loaded, total }) => update(key, { progress: total > 0 ? loaded / total : 0 }),
        controller.signal,
      )
        .then((attachments) => {
          setPending((all) => all.filter((p) => p.key !== key));
          uploaded.current(attachments);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) update(key, { error: refusalOf(error) });
        })
        .finally(() => aborts.current.delete(key));
    }
  };

  const remove = (key: number) => {
    aborts.current.get(key)?.abort();
    setPending((all) => all.filter((p) => p.key !== key));
  };

  return { pending, start, remove, busy: pending.some((p) => p.error === null) };
};
