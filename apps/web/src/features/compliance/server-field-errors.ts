import { friendlyMessage } from '@charterline/shared/error-display';
import { ApiError } from '@/lib/api-client';

/**
 * A refused call's errors by the form field they belong to ("proof.contentType" → "proof");
 * `form` holds what names no field (shown above the buttons).
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' };
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const key = e.field ? (e.field.split('.')[0] ?? 'form') : 'form';
    out[key] ??= friendlyMessage(e.message || e.code);
  }
  if (Object.keys(out).length === 0) out.form = friendlyMessage(error.message);
  return out;
};
