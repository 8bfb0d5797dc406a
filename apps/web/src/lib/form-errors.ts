import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyMessage } from '@charterline/shared/error-display';
import { ApiError } from './api-client';

// The one way a refused call (the API's failure envelope) or a failed schema check puts its
// errors on a form's fields, in words: on a react-hook-form form (`applyFieldErrors`) or on a
// dialog's plain state (`errorsByField`). What names no field the form shows is answered, for
// the line above the buttons.

/**
 * The fields the form shows: an error inside one ("tags.2", "address.city") is that field's.
 * 'any': every error that names a field goes to that path (a form that shows all it sends).
 */
export type TFormFields = readonly string[] | 'any';

export type TFieldErrorOptions = {
  /** What to say when the failure is not the API's (the network, a bug). */
  fallback?: string;
  /** Codes that name no field but belong to one (PHONE_FORWARD_TO_SELF → forwardTo). */
  byCode?: Readonly<Record<string, string>>;
  /** The body's key the form's fields sit under (`{ change }`: "change.address.city"). */
  under?: string;
};

/** A fallback some dialogs give (the default is 'Please try again.'). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

type TItem = { field: string; code: string; message: string };

const isZodError = (value: unknown): value is z.ZodError =>
  typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);

/** The errors of a refused call or a failed schema check, by dotted path ("address.line1"). */
const itemsOf = (source: unknown, under: string | undefined): TItem[] => {
  const prefix = under ? `${under}.` : '';
  if (source instanceof ApiError)
    return source.errors.map((e) => ({
      field: e.field?.startsWith(prefix) ? e.field.slice(prefix.length) : (e.field ?? ''),
      code: e.code,
      message: e.message || e.code,
    }));
  if (isZodError(source))
    return source.issues.map((i) => ({ field: i.path.join('.'), code: '', message: i.message }));
  return [];
};

/** The field of the form an error belongs to ('' : none), by its path, then by its code. */
const fieldOf = (item: TItem, fields: TFormFields, byCode: TFieldErrorOptions['byCode']) => {
  if (fields === 'any') return item.field;
  const own = fields
    .filter((f) => item.field === f || item.field.startsWith(`${f}.`))
    .sort((a, b) => b.length - a.length)[0];
  return own ?? byCode?.[item.code] ?? '';
};

/** What to say when no error names a field of the form. */
const generalOf = (source: unknown, fallback = 'Please try again.'): string =>
  source instanceof ApiError ? friendlyMessage(source.message) : fallback;

/**
 * Puts the errors on the form's fields, in words, each at its own path ("address.city" under
 * a listed "address"). Answers what to show above the buttons: the first error that names no
 * field of the form, or the failure's own text when it lists no errors; else null.
 */
export const applyFieldErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: TFormFields,
  source: unknown,
  options: TFieldErrorOptions = {},
): string | null => {
  const items = itemsOf(source, options.under);
  if (items.length === 0) return generalOf(source, options.fallback);
  let unplaced: string | null = null;
  for (const item of items) {
    const field = fieldOf(item, fields, options.byCode);
    const message = friendlyMessage(item.message);
    if (!field) {
      unplaced ??= message;
      continue;
    }
    const inside = item.field === field || item.field.startsWith(`${field}.`);
    setError((inside ? item.field : field) as Path<T>, { type: 'server', message });
  }
  return unplaced;
};

/** The same for a dialog's plain state: the first error of each field, `form` for the rest. */
export const errorsByField = (
  source: unknown,
  fields: TFormFields,
  options: TFieldErrorOptions = {},
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const item of itemsOf(source, options.under))
    out[fieldOf(item, fields, options.byCode) || 'form'] ??= friendlyMessage(item.message);
  if (Object.keys(out).length === 0) out.form = generalOf(source, options.fallback);
  return out;
};
