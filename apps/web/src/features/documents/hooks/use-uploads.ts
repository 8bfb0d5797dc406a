import { useQueryClient } from '@tanstack/react-query';
import { friendlyMessage } from '@charterline/shared/error-display';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { uploadDocument, type TUploadFields } from '../api/upload-documents';
import { uploadRefusal } from '../document-texts';

export type TUploadItem = {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** Why it was refused (here or by the server). */
  error: string | null;
};

/** The server's words for one file: its `file` field error first, else the message. */
const serverError = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'The upload failed. Please try again.';
  const field = error.errors.find((e) => e.field === 'file') ?? error.errors[0];
  return friendlyMessage(field?.message || error.message);
};

/** Files being uploaded, each with its progress and its error; the list is asked again after. */
export const useUploads = () => {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<TUploadItem[]>([]);
  const nextKey = useRef(0);
  const update = (key: number, change: Partial<TUploadItem>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = (files: readonly File[], fields: TUploadFields) => {
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = uploadRefusal(file);
      const item: TUploadItem = {
        key,
        name: file.name,
        progress: 0,
        status: refusal ? 'failed' : 'uploading',
        error: refusal,
      };
      setItems((all) => [...all, item]);
      if (refusal) continue;
      uploadDocument(file, fields, ({ loaded, total }) =>
        update(key, { progress: total > 0 ? loaded / total : 0 }),
      )
        .then(() => {
          update(key, { status: 'done', progress: 1 });
          return queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
        })
        .catch((error: unknown) => update(key, { status: 'failed', error: serverError(error) }));
    }
  };

  const dismiss = (key: number) => setItems((all) => all.filter((i) => i.key !== key));
  return { items, start, dismiss };
};
