import {
  ZCsvMapping,
  type TCsvMapping,
  type TCsvMappingInput,
  type TDateFormat,
} from '@charterline/shared/schemas/accounting';

/** The mapping step's fields as the form holds them ('' for a column not chosen). */
export type TMappingDraft = {
  dateColumn: string;
  dateFormat: TDateFormat;
  descriptionColumn: string;
  counterpartyColumn: string;
  mode: 'single' | 'split';
  column: string;
  invert: boolean;
  debitColumn: string;
  creditColumn: string;
  decimalSeparator: '.' | ',';
  /** The bank's status column ('' for none): rows not settled at the bank are skipped. */
  statusColumn: string;
};

export const draftFromMapping = (
  mapping: TCsvMapping | TCsvMappingInput | null,
): TMappingDraft => ({
  dateColumn: mapping?.dateColumn ?? '',
  dateFormat: mapping?.dateFormat ?? 'YYYY-MM-DD',
  descriptionColumn: mapping?.descriptionColumn ?? '',
  counterpartyColumn: mapping?.counterpartyColumn ?? '',
  mode: mapping?.amount.mode ?? 'single',
  column: mapping?.amount.mode === 'single' ? mapping.amount.column : '',
  invert: mapping?.amount.mode === 'single' ? Boolean(mapping.amount.invert) : false,
  debitColumn: mapping?.amount.mode === 'split' ? mapping.amount.debitColumn : '',
  creditColumn: mapping?.amount.mode === 'split' ? mapping.amount.creditColumn : '',
  decimalSeparator: mapping?.decimalSeparator ?? '.',
  statusColumn: mapping?.statusColumn ?? '',
});

export const mappingOf = (d: TMappingDraft): TCsvMappingInput => ({
  dateColumn: d.dateColumn,
  dateFormat: d.dateFormat,
  descriptionColumn: d.descriptionColumn,
  counterpartyColumn: d.counterpartyColumn || null,
  amount:
    d.mode === 'single'
      ? { mode: 'single', column: d.column, invert: d.invert }
      : { mode: 'split', debitColumn: d.debitColumn, creditColumn: d.creditColumn },
  decimalSeparator: d.decimalSeparator,
  statusColumn: d.statusColumn || null,
});

/** Where an error of the mapping (its zod path, or the API's field) shows in the form. */
export const mappingFieldOf = (path: string): string => {
  const p = path.replace(/^mapping\./, '');
  if (p === 'amount.column') return 'column';
  if (p === 'amount.debitColumn') return 'debitColumn';
  if (p === 'amount.creditColumn') return 'creditColumn';
  return p;
};

export const MAPPING_FIELDS = [
  'dateColumn',
  'dateFormat',
  'descriptionColumn',
  'counterpartyColumn',
  'column',
  'debitColumn',
  'creditColumn',
  'decimalSeparator',
  'statusColumn',
] as const;

/** The mapping checked as the API checks it: the errors by field, or none. */
export const mappingErrors = (d: TMappingDraft): Record<string, string> => {
  const parsed = ZCsvMapping.safeParse(mappingOf(d));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[mappingFieldOf(issue.path.join('.'))] ??= issue.message;
  return errors;
};

/**
 * The mapping chosen for an upload, kept for this tab (sessionStorage) so a reload of the
 * preview or import step still knows it; the server remembers it per account on commit.
 */
const storageKey = (importId: string) => `charterline.import-mapping.${importId}`;
export type TStoredMapping = { mapping: TCsvMappingInput; remember: boolean };

export const storeMapping = (importId: string, value: TStoredMapping): void => {
  try {
    window.sessionStorage.setItem(storageKey(importId), JSON.stringify(value));
  } catch {
    // Private mode or a full storage: a reload then starts the columns again.
  }
};

export const storedMapping = (importId: string): TStoredMapping | null => {
  try {
    const text = window.sessionStorage.getItem(storageKey(importId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<TStoredMapping>;
    const parsed = ZCsvMapping.safeParse(value.mapping);
    return parsed.success ? { mapping: parsed.data, remember: value.remember !== false } : null;
  } catch {
    return null;
  }
};
