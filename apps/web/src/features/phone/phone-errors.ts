import { friendlyMessage } from '@charterline/shared/error-display';
import { ApiError } from '@/lib/api-client';

/** The field an API error names, without the "body." the validator may put first. */
const fieldOf = (field: string | undefined) => field?.replace(/^body\./, '') ?? '';

/**
 * A refused call's errors by form field (`fields`), in words; `form` holds what names none.
 * `codes` places errors that name no field but belong to one (PHONE_FORWARD_TO_SELF → forwardTo).
 */
export const phoneErrorsOf = (
  error: unknown,
  fields: readonly string[],
  codes: Record<string, string> = {},
): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return { form: 'Please try again.' };
  for (const item of error.errors) {
    const field = fieldOf(item.field);
    const key = fields.includes(field) ? field : (codes[item.code] ?? 'form');
    out[key] ??= friendlyMessage(item.message || item.code);
  }
  if (Object.keys(out).length === 0) out.form = friendlyMessage(error.message);
  return out;
};
