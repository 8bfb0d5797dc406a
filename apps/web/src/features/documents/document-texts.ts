import {
  DEFAULT_UPLOAD_MAX_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_TYPE_MESSAGE,
  type TDocumentCategory,
  type TDocumentSource,
  type TVaultDocument,
} from '@charterline/shared/schemas/documents';
import { formatFileSize } from '@charterline/shared/format';

export const CATEGORY_LABELS: Record<TDocumentCategory, string> = {
  formation: 'Formation',
  tax: 'Tax',
  compliance: 'Compliance',
  agreements: 'Agreements',
  billing: 'Billing',
  mail: 'Mail',
  banking: 'Banking',
  other: 'Other',
};

export const sourceLabel = (source: TDocumentSource): string => {
  switch (source) {
    case 'customer':
      return 'Uploaded by you';
    case 'staff':
    case 'system':
      return 'From Charterline';
  }
};

/** "v3 · 3 versions"; a document never replaced is just "v1". */
export const versionLabel = (doc: Pick<TVaultDocument, 'version' | 'versionCount'>): string =>
  doc.versionCount > 1 ? `v${doc.version} · ${doc.versionCount} versions` : `v${doc.version}`;

export const UPLOAD_SIZE_MESSAGE = `Files can be at most ${formatFileSize(DEFAULT_UPLOAD_MAX_BYTES)}`;

/**
 * Why a file cannot be uploaded, checked before it is sent (the server checks the content
 * again): the browser's type and the size. Null: it can go.
 */
export const uploadRefusal = (file: File): string | null => {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
};
