import type { TErrorEntry } from './error-entry';

/** Transport and framework faults: any route may answer them (plugins/error-handler.ts). */
export const TRANSPORT_ERRORS = {
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
  /** A path segment longer than the router accepts (Fastify's maxParamLength). */
  URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
  /** An unexpected server fault. */
  GENERIC_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
} as const satisfies Record<string, TErrorEntry>;
