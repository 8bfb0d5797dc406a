import { ERROR_CATALOGUE, isErrorCode } from './errors';

/**
 * The error display rules (docs/product.md § Errors) as pure functions, shared by the web
 * app's API client and tested row by row. A body here is whatever JSON the server answered (or nothing).
 */
export const SESSION_EXPIRED_TEXT = 'Session expired. Please login again.';

type TBody = {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  data?: unknown;
} | null;

const ALL_UPPERCASE = /^[A-Z0-9_\s.-]+$/;
const hasLetter = /[A-Z]/;

/** "EMAIL_NOT_VERIFIED" → "Email Not Verified". */
export const toTitleCase = (text: string): string =>
  text
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** An ALL-UPPERCASE message is a code: its catalogue text, else Title Case; others pass. */
export const friendlyMessage = (message: string): string => {
  const text = message.trim();
  if (!ALL_UPPERCASE.test(text) || !hasLetter.test(text)) return text;
  return isErrorCode(text) ? ERROR_CATALOGUE[text].message : toTitleCase(text);
};

const firstError = (body: TBody): { code?: unknown; message?: unknown } | undefined =>
  Array.isArray(body?.errors)
    ? (body.errors[0] as { code?: unknown; message?: unknown })
    : undefined;

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The text of a failure: errors[0].code, else errors[0].message, else message, else code. */
export const messageFromBody = (body: TBody): string => {
  const first = firstError(body);
  const picked = [first?.code, first?.message, body?.message, body?.code].find(nonEmpty);
  return picked ? friendlyMessage(picked) : ERROR_CATALOGUE.GENERIC_ERROR.message;
};

/**
 * Whether an answer is a failure, and with which status: any 4xx/5xx, a 200 whose body says
 * status "error", or a 200 whose data has type "ERROR" (then given status 400).
 */
export const failureOf = (httpStatus: number, body: TBody): { status: number } | null => {
  if (httpStatus >= 400) return { status: httpStatus };
  if (body?.status === 'error') return { status: httpStatus };
  const data = body?.data as { type?: unknown } | null | undefined;
  if (data && typeof data === 'object' && data.type === 'ERROR') return { status: 400 };
  return null;
};

export type TFailureKind = 'http' | 'aborted' | 'timeout' | 'network';

/**
 * The toast text for a failed request, or null when none is shown (cancelled or timed out).
 * A 401 always reads "Session expired. Please login again.".
 */
export const errorToastText = (failure: {
  kind: TFailureKind;
  status?: number;
  body?: TBody;
}): string | null => {
  if (failure.kind === 'aborted' || failure.kind === 'timeout') return null;
  if (failure.kind === 'network') return ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message;
  if (failure.status === 401) return SESSION_EXPIRED_TEXT;
  return messageFromBody(failure.body ?? null);
};
