import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The documents vault (issue 20): every document of a company — what staff attached, what
 * the portal made (operating agreement, proofs), and the customer's own uploads — with a
 * category, tags, versions, and share packs for a bank or an accountant.
 */
export const DOCUMENT_CATEGORIES = [
  'formation',
  'tax',
  'compliance',
  'agreements',
  'billing',
  'mail',
  'banking',
  'other',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Who put the document in the vault. Only the customer's own uploads can be deleted. */
export const DOCUMENT_SOURCES = ['customer', 'staff', 'system'] as const;
export type TDocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** What can be uploaded: checked by content (magic bytes), never by the name. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TUploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** The default upload limit (UPLOAD_MAX_BYTES configures it). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A deleted upload can be restored for this many days, then it is purged. */
export const DELETED_KEEP_DAYS = 30;
export const UPLOAD_TYPE_MESSAGE = 'Only PDF, PNG and JPEG files can be uploaded';

export const ZVaultDocument = z.object({
  id: z.string(),
  /** The kind staff or the portal gave it (ARTICLES_OF_ORGANIZATION, EIN_LETTER, …) or "UPLOAD". */
  kind: z.string(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  category: z.enum(DOCUMENT_CATEGORIES),
  tags: z.array(z.string()),
  source: z.enum(DOCUMENT_SOURCES),
  /** Versions of one document share a group; 1 is the first. The list shows the latest. */
  versionGroup: z.string(),
  version: z.number().int().positive(),
  /** How many versions the group has (on the latest). */
  versionCount: z.number().int().positive(),
  createdAt: z.string(),
  /** Deleted uploads: when, and when they are purged for good. */
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
  canDelete: z.boolean(),
  /** PDFs and images open in the browser (preview). */
  previewable: z.boolean(),
});
export type TVaultDocument = z.infer<typeof ZVaultDocument>;

export const DOCUMENT_SORTS = ['newest', 'oldest', 'name'] as const;
export const ZDocumentsQuery = z.object({
  companyId: z.uuid().optional(),
  /** Searches title, file name and tags (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  tag: z.string().trim().max(40).optional(),
  sort: z.enum(DOCUMENT_SORTS).default('newest'),
  /** The recoverable deleted uploads instead of the live documents. */
  deleted: z.enum(['true', 'false']).default('false'),
});
export type TDocumentsQuery = z.infer<typeof ZDocumentsQuery>;

export const ZVaultDocumentsResponse = successEnvelope(z.array(ZVaultDocument));
export const ZVaultDocumentResponse = successEnvelope(ZVaultDocument);

/** Issue 33: what the company keeps in stored files, against its quota (STORAGE_QUOTA_BYTES). */
export const ZStorageUsage = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type TStorageUsage = z.infer<typeof ZStorageUsage>;
export const ZStorageUsageResponse = successEnvelope(ZStorageUsage);

/** Changing a document's title, category or tags (any document of the company). */
export const ZDocumentPatchBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
});
export type TDocumentPatchBody = z.infer<typeof ZDocumentPatchBody>;

/**
 * Upload (multipart with a `file` field, docs/product.md § Calls; several allowed): text fields
 * `category`, `tags` (comma-separated), `title` (one file only), `versionOf` (a document id: the upload
 * becomes its next version).
 */
export const UPLOAD_FIELDS = ['file', 'category', 'tags', 'title', 'versionOf'] as const;

/** A share pack: documents a bank or accountant can open without an account, until it expires. */
export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 30;
export const ZShareCreateBody = z.object({
  documentIds: z.array(z.uuid()).min(1, { error: 'Pick at least one document' }).max(50),
  expiresInDays: z
    .number()
    .int()
    .min(SHARE_MIN_DAYS, { error: 'A link lasts 1 to 30 days' })
    .max(SHARE_MAX_DAYS, { error: 'A link lasts 1 to 30 days' }),
  /** Who it is for ("Chase Bank"), shown to them and in the access log. */
  label: z.string().trim().min(1, { error: 'Say who the link is for' }).max(100),
});
export type TShareCreateBody = z.infer<typeof ZShareCreateBody>;

export const ZShareAccess = z.object({
  at: z.string(),
  /** null: the pack's page was opened; else the document downloaded. */
  documentId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type TShareAccess = z.infer<typeof ZShareAccess>;

export const ZShare = z.object({
  id: z.string(),
  label: z.string(),
  /** The link, answered once at creation (only its hash is kept); null afterwards. */
  url: z.string().nullable(),
  documents: z.array(ZVaultDocument.pick({ id: true, title: true, fileName: true })),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  accesses: z.array(ZShareAccess),
});
export type TShare = z.infer<typeof ZShare>;
export const ZShareResponse = successEnvelope(ZShare);
export const ZSharesResponse = successEnvelope(z.array(ZShare));

/** What the recipient of a share link sees (no account). */
export const ZPublicShare = z.object({
  companyName: z.string(),
  label: z.string(),
  expiresAt: z.string(),
  documents: z.array(
    ZVaultDocument.pick({
      id: true,
      title: true,
      fileName: true,
      contentType: true,
      size: true,
      previewable: true,
    }),
  ),
});
export type TPublicShare = z.infer<typeof ZPublicShare>;
export const ZPublicShareResponse = successEnvelope(ZPublicShare);

export const DOCUMENT_PAGES = {
  vault: '/dashboard/llc-management?tab=documents',
  share: (token: string) => `/shared/${token}`,
} as const;
