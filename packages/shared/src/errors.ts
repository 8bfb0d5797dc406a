/**
 * The error catalogue (SPEC.md 8 plus the transport codes of ARCHITECTURE.md 3).
 * Each code says when it is thrown, the HTTP status the API answers with, and the
 * text a customer reads. Quoted spec texts are word for word.
 */
export const ERROR_CATALOGUE = {
  // Transport and framework
  /** The request body, query or params do not match the route's schema. */
  VALIDATION_ERROR: { status: 400, message: 'Some of the information you entered is not valid.' },
  /** The request body is not parseable JSON. */
  MALFORMED_JSON: { status: 400, message: 'The request could not be read. Please try again.' },
  /** No route answers this method and path. */
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  /** The request body exceeds the configured size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  /** The Content-Type of the request is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not supported.' },
  /** Too many requests from the same client or for the same account. */
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  /** No valid access token was sent. */
  UNAUTHORIZED: { status: 401, message: 'Session expired. Please login again.' },
  /** The caller may not act on this resource. */
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  /** The database or another dependency is unreachable; the request changed nothing. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  /** An unexpected server fault. */
  GENERIC_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
