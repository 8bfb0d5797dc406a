import { z } from 'zod';

/** Date formats a bank's CSV uses; the mapping step shows each with the file's first date. */
export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'DD.MM.YYYY',
  'YYYY/MM/DD',
  'MM/DD/YY',
  'DD/MM/YY',
] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];

const ZColumn = z.string().min(1, 'Choose a column').max(200);
export const ZAmountMapping = z.discriminatedUnion('mode', [
  /** One signed column; `invert` when the bank prints money out as positive (card statements). */
  z.object({ mode: z.literal('single'), column: ZColumn, invert: z.boolean().default(false) }),
  /** Money out in one column, money in in another (both positive). */
  z.object({ mode: z.literal('split'), debitColumn: ZColumn, creditColumn: ZColumn }),
]);
export type TAmountMapping = z.infer<typeof ZAmountMapping>;

/** Columns are named by their header (the first row). Remembered per account after an import. */
export const ZCsvMapping = z.object({
  dateColumn: ZColumn,
  dateFormat: z.enum(DATE_FORMATS),
  descriptionColumn: ZColumn,
  amount: ZAmountMapping,
  counterpartyColumn: ZColumn.nullable().optional(),
  /** '.' for 1,234.56; ',' for 1.234,56. */
  decimalSeparator: z.enum(['.', ',']).default('.'),
  /**
   * The bank's status of each row (Mercury's "Status", Revolut's "State"): a row the bank has
   * not settled (pending) or that moved no money (failed, cancelled…) is skipped, never booked
   * as final (decision 0184). Null or absent: every row is final.
   */
  statusColumn: ZColumn.nullable().optional(),
});
export type TCsvMapping = z.infer<typeof ZCsvMapping>;
export type TCsvMappingInput = z.input<typeof ZCsvMapping>;
