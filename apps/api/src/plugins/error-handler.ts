import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, isErrorCode, type TErrorCode } from '@charterline/shared/errors';
import type { TApiErrorItem, TErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isClientAbort } from '../lib/storage/client-abort';
import { isMissingUser } from './missing-user';

// Fastify's own error codes for bad requests, mapped onto the catalogue.
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMIT: 'TOO_MANY_REQUESTS',
  // Router faults, answered through the app's frameworkErrors (sendFrameworkError below).
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_BAD_URL: 'VALIDATION_ERROR',
};

// Connection-level database faults: the request changed nothing and may be retried.
// The CONNECT… and CONNECTION_… codes are postgres.js's own (a socket closed, ended, or
// not opened in time).
const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);
// SQLSTATEs of a server that refuses or drops us (issue 15 item 13): class 08 (connection
// exceptions), class 53 (too many connections, out of memory or disk), 55000 (the database
// is not accepting connections), 55P03 (lock timeout), 57014 (statement timeout or cancel),
// 57P01-57P05 (shutdown, crash, starting up, database dropped, idle-session timeout) and
// 25006 (a write reached a read-only standby during a failover).
const DB_UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|55000|55P03|57014|57P0[1-5]|25006)$/;

const isDbUnavailable = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DB_UNAVAILABLE.has(code) || DB_UNAVAILABLE_STATE.test(code))) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|not queryable|connection error|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

// PostgreSQL data exceptions (class 22: bad text encoding, out-of-range numbers, …) come
// from input the schemas let through; they are the caller's error, not ours.
const isDataException = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

const CUT_OFF = 'The request was cut off before it ended.';

const envelope = (message: string, errors: TApiErrorItem[]): TErrorEnvelope => ({
  status: 'error',
  message,
  errors,
});

const fromCatalogue = (code: TErrorCode, message?: string): TErrorEnvelope => {
  const text = message ?? ERROR_CATALOGUE[code].message;
  return envelope(text, [{ code, message: text }]);
};

const toEnvelope = (
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: TErrorEnvelope } => {
  if (error instanceof AppError) {
    return { status: error.status, body: envelope(error.message, error.errors) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = [error.validationContext === 'body' ? '' : error.validationContext, path]
        .filter(Boolean)
        .join('.');
      const where = field ? { field } : {};
      // Schemas name catalogue codes as their messages (for example EMAIL_NOT_SPECIFIED).
      if (isErrorCode(v.message)) {
        return { code: v.message, message: ERROR_CATALOGUE[v.message].message, ...where };
      }
      return { code: 'VALIDATION_ERROR', message: v.message ?? 'Invalid value', ...where };
    });
    const first = errors[0];
    const message =
      errors.length === 1 && first && first.code !== 'VALIDATION_ERROR'
        ? first.message
        : ERROR_CATALOGUE.VALIDATION_ERROR.message;
    return { status: 400, body: envelope(message, errors) };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
    return { status: 500, body: fromCatalogue('GENERIC_ERROR') };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return { status: ERROR_CATALOGUE[mapped].status, body: fromCatalogue(mapped) };
  // Before the database check: an aborted upload's ECONNRESET is the client leaving (item 14).
  if (isClientAbort(error, request.raw)) {
    request.log.info({ err: error }, 'client aborted the request');
    return { status: 400, body: fromCatalogue('VALIDATION_ERROR', CUT_OFF) };
  }
  if (isDbUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: fromCatalogue('SERVICE_UNAVAILABLE') };
  }
  if (isMissingUser(error)) return { status: 401, body: fromCatalogue('UNAUTHORIZED') };
  if (isDataException(error)) {
    request.log.info({ err: error }, 'input refused by the database');
    return { status: 400, body: fromCatalogue('VALIDATION_ERROR') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: fromCatalogue('VALIDATION_ERROR', error.message) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: fromCatalogue('GENERIC_ERROR') };
};

/** Every failure leaves the API as the spec's envelope: never an HTML page or a stack trace. */
const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
};

const sendError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { status, body } = toEnvelope(error, request);
  if (status === 503) void reply.header('retry-after', '5');
  return reply.code(status).send(body);
};

/**
 * Fastify's `frameworkErrors`: faults the router meets before any route or hook runs (a path
 * parameter over maxParamLength, a path that is not valid percent-encoding). Without it
 * Fastify writes its own body.
 */
export const sendFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  void reply.header('x-request-id', request.id);
  return sendError(error, request, reply);
};

export const registerErrorHandlers = (app: FastifyInstance): void => {
  // No text we store may hold a NUL character (PostgreSQL refuses it): a 400 up front.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new AppError('VALIDATION_ERROR', { message: 'Text may not contain NUL characters.' });
    }
  });
  app.setErrorHandler(sendError);
};

export const sendNotFound = (reply: FastifyReply): FastifyReply =>
  reply.code(404).send(fromCatalogue('NOT_FOUND'));
