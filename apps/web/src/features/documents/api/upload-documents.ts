import type { TDocumentCategory, TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiUpload, type TUploadProgress } from '@/lib/api-client';
import { DOCUMENTS_PATH } from './get-documents';

export type TUploadFields = {
  category: TDocumentCategory;
  /** Comma-separated, as the API takes them. */
  tags: string;
  /** The document this file is the next version of. */
  versionOf?: string;
  /** Its title (a new version keeps the document's title, not the new file's name). */
  title?: string;
};

/** One file per request, so each has its own progress bar and its own error. */
export const uploadDocument = (
  file: File,
  fields: TUploadFields,
  onProgress: (progress: TUploadProgress) => void,
): Promise<TVaultDocument[]> => {
  const form = new FormData();
  form.append('category', fields.category);
  if (fields.tags.trim()) form.append('tags', fields.tags.trim());
  if (fields.versionOf) form.append('versionOf', fields.versionOf);
  if (fields.title) form.append('title', fields.title);
  // The file goes last: the server reads the text fields before the stream.
  form.append('file', file, file.name);
  return apiUpload<TVaultDocument[]>(DOCUMENTS_PATH, form, onProgress);
};
