import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZCsvMapping } from './csv-mapping';

/** Bank statements imported into an account: the upload, its preview and its report. */
export const IMPORT_FORMATS = ['csv', 'ofx'] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'running',
  'done',
  'failed',
  'undone',
] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];
/** Statements up to this size are accepted (a 50,000-row CSV is about 5 MB). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_FILE_MESSAGE = 'Upload a CSV, OFX or QFX bank statement';

export const ZImportProblem = z.object({
  line: z.number().int(),
  reason: z.string(),
  /** A row skipped on purpose (nothing to book, not settled at the bank), not unreadable. */
  skipped: z.boolean().optional(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;
export const ZImportReport = z.object({
  added: z.number().int(),
  /** Already in the books (the same statement imported again). */
  duplicates: z.number().int(),
  /** Rows that could not be read (bad date, no amount): first 100 in `problems`. */
  invalid: z.number().int(),
  /** Rows with nothing to book ($0.00) or not settled at the bank: skipped, listed in `problems`. */
  skipped: z.number().int(),
  categorisedByRules: z.number().int(),
  problems: z.array(ZImportProblem),
  /** Set when undone: how many transactions went. */
  removed: z.number().int().nullable(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZImport = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  /** CSV: the header row; OFX: empty. */
  columns: z.array(z.string()),
  /** The first rows as read (CSV cells; OFX: date, description, amount). */
  sampleRows: z.array(z.array(z.string())),
  /** The mapping to propose: the one used last time on this account, else one guessed from the header. */
  suggestedMapping: ZCsvMapping.nullable(),
  /** The bank the header looks like (Mercury, Wise, Chase…), when known. */
  recognisedBank: z.string().nullable(),
  /** The suggested mapping is the one remembered for the account (the page skips the step). */
  mappingRemembered: z.boolean(),
  /**
   * A finished import read on its own: how many of its transactions were categorised (or
   * changed) since it was imported, which an undo would lose. Null in lists (not counted).
   */
  categorisedSince: z.number().int().nullable(),
  mapping: ZCsvMapping.nullable(),
  progress: z.object({ processedRows: z.number().int(), totalRows: z.number().int().nullable() }),
  report: ZImportReport.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TImport = z.infer<typeof ZImport>;
export const ZImportResponse = successEnvelope(ZImport);
export const ZImportsResponse = successEnvelope(z.array(ZImport));
export const ZImportListQuery = z.object({
  companyId: z.uuid().optional(),
  accountId: z.uuid().optional(),
});

export const ZImportPreviewInput = z.object({ mapping: ZCsvMapping.nullable().optional() });
export const ZImportCommitInput = z.object({
  mapping: ZCsvMapping.nullable().optional(),
  rememberMapping: z.boolean().default(true),
});
export const ZImportPreview = z.object({
  /** The first 20 rows as they would be booked. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      date: z.string().nullable(),
      description: z.string(),
      amount: z.number().int().nullable(),
      counterparty: z.string().nullable(),
      /** Why the row will be skipped as unreadable. */
      error: z.string().nullable(),
      /** Why the row will be skipped on purpose ($0.00, pending at the bank), or null. */
      skipped: z.string().nullable(),
      duplicate: z.boolean(),
    }),
  ),
  totalRows: z.number().int(),
  newRows: z.number().int(),
  duplicateRows: z.number().int(),
  invalidRows: z.number().int(),
  skippedRows: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** Money in and out of the rows that will be added. */
  in: z.number().int(),
  out: z.number().int(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
export const ZImportPreviewResponse = successEnvelope(ZImportPreview);
