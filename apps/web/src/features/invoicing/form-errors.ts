import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyMessage } from '@charterline/shared/error-display';
import { ApiError } from '@/lib/api-client';

type TItem = { field: string; message: string };

const isZodError = (value: unknown): value is z.ZodError =>
  typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);

/** The errors of a refused call or a failed schema check, by dotted path ("address.line1"). */
const itemsOf = (source: unknown): TItem[] => {
  if (source instanceof ApiError)
    return source.errors.map((e) => ({ field: e.field ?? '', message: e.message || e.code }));
  if (isZodError(source))
    return source.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return [];
};

/** What to say when no error names a field of the form. */
const generalOf = (source: unknown): string =>
  source instanceof ApiError ? friendlyMessage(source.message) : 'Please try again.';

/**
 * Puts errors on the form's fields (`fields`: the paths it shows), in words; answers what
 * names no field (shown above the buttons), or null.
 */
export const applyFieldErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  source: unknown,
): string | null => {
  const items = itemsOf(source);
  if (items.length === 0) return generalOf(source);
  let unplaced: string | null = null;
  for (const { field, message } of items) {
    if (fields.includes(field))
      setError(field as Path<T>, { type: 'server', message: friendlyMessage(message) });
    else unplaced ??= friendlyMessage(message);
  }
  return unplaced;
};

/** The same for a dialog's plain state: errors by field, `form` for the rest. */
export const errorsByField = (
  source: unknown,
  fields: readonly string[],
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const { field, message } of itemsOf(source))
    out[fields.includes(field) ? field : 'form'] ??= friendlyMessage(message);
  if (Object.keys(out).length === 0) out.form = generalOf(source);
  return out;
};
