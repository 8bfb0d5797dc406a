import type { TErrorEntry } from './error-entry';

/** The documents vault, its uploads and share packs (decisions 0130, 0131, 0173). */
export const DOCUMENT_ERRORS = {
  /** An uploaded document that is not a PDF. */
  INVALID_DOCUMENT: { status: 400, message: 'Please attach a PDF document.' },
  /** A share pack asked for a document that is not a live (undeleted) one of the company. */
  SHARE_DOCUMENT_UNKNOWN: {
    status: 400,
    message: 'Pick documents of this company that are still in the vault.',
  },
  /** An upload whose content is not a PDF, PNG or JPEG (checked by its bytes, not its name). */
  UPLOAD_TYPE_NOT_ALLOWED: { status: 400, message: 'Only PDF, PNG and JPEG files can be uploaded' },
  /** An upload (one file) larger than UPLOAD_MAX_BYTES; nothing of it is kept. */
  FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  /** Issue 33: the company's stored files would pass STORAGE_QUOTA_BYTES; nothing is kept. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    message: 'Your company has no storage left for this upload. Delete files you no longer need.',
  },
  /** Issue 33: an upload whose body arrived slower than the floor (or stalled); nothing is kept. */
  UPLOAD_TOO_SLOW: {
    status: 408,
    message: 'The upload was too slow and was stopped. Check your connection and try again.',
  },
  /** An upload request without any `file` part. */
  UPLOAD_NO_FILE: { status: 400, message: 'Choose at least one file to upload.' },
  /** Deleting a document the customer did not upload (staff and portal documents stay). */
  DOCUMENT_NOT_DELETABLE: {
    status: 403,
    message: 'Only documents you uploaded can be deleted.',
  },
  /** Restoring a document that is not deleted, or was deleted more than 30 days ago. */
  DOCUMENT_NOT_RESTORABLE: {
    status: 409,
    message: 'This document can no longer be restored.',
  },
} as const satisfies Record<string, TErrorEntry>;
