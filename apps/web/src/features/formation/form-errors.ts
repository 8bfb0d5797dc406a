import type { z } from 'zod';
import { ERROR_CATALOGUE, isErrorCode } from '@charterline/shared/errors';
import { ApiError } from '@/lib/api-client';

export type TFieldErrors = Record<string, string>;

/** A zod issue's text: catalogue codes become their customer text. */
const textOf = (message: string): string =>
  isErrorCode(message) ? ERROR_CATALOGUE[message].message : message;

/**
 * Checks a step's answers with the shared schema the server uses: the parsed value, or
 * the field errors keyed by path ("owners.0.email").
 */
export const checkWith = <T extends z.ZodType>(
  schema: T,
  value: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: TFieldErrors } => {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: TFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= textOf(issue.message);
  }
  return { ok: false, errors };
};

/** The field errors a failed call carries (the server checked the same rules). */
export const serverFieldErrors = (error: unknown): TFieldErrors =>
  error instanceof ApiError
    ? Object.fromEntries(error.errors.filter((e) => e.field).map((e) => [e.field!, e.message]))
    : {};

/** The errors under one prefix, with the prefix taken off ("address.city" → "city"). */
export const under = (errors: TFieldErrors, prefix: string): TFieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k.slice(prefix.length + 1), v]),
  );
