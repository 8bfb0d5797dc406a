import { describe, expect, it } from 'vitest';
import {
  errorToastText,
  failureOf,
  friendlyMessage,
  messageFromBody,
  SESSION_EXPIRED_TEXT,
  toTitleCase,
} from './error-display';
import { ERROR_CATALOGUE } from './errors';

describe('error display rules (docs/product.md § Errors)', () => {
  it('picks errors[0].code, else errors[0].message, else message, else code', () => {
    const invalid = ERROR_CATALOGUE.INVALID_USERNAME_OR_PASSWORD.message;
    expect(
      messageFromBody({
        message: 'outer',
        errors: [{ code: 'INVALID_USERNAME_OR_PASSWORD', message: 'inner' }],
      }),
    ).toBe(invalid);
    expect(messageFromBody({ message: 'outer', errors: [{ message: 'Inner text' }] })).toBe(
      'Inner text',
    );
    expect(messageFromBody({ message: 'Outer text', errors: [] })).toBe('Outer text');
    expect(messageFromBody({ code: 'GENERIC_ERROR' })).toBe(ERROR_CATALOGUE.GENERIC_ERROR.message);
    expect(messageFromBody(null)).toBe(ERROR_CATALOGUE.GENERIC_ERROR.message);
    expect(messageFromBody({ errors: [{ code: '', message: '  ' }], message: '' })).toBe(
      ERROR_CATALOGUE.GENERIC_ERROR.message,
    );
  });

  it('maps ALL-UPPERCASE messages to friendly text or Title Case', () => {
    expect(friendlyMessage('EMAIL_ALREADY_EXISTS')).toBe(
      ERROR_CATALOGUE.EMAIL_ALREADY_EXISTS.message,
    );
    expect(friendlyMessage('SOMETHING_NOBODY_KNOWS')).toBe('Something Nobody Knows');
    expect(friendlyMessage('Already friendly.')).toBe('Already friendly.');
    expect(friendlyMessage('404')).toBe('404');
    expect(toTitleCase('HELLO  WORLD')).toBe('Hello World');
  });

  it('treats a 200 with status error, or data of type ERROR (as 400), as a failure', () => {
    expect(failureOf(200, { status: 'success', data: {} })).toBeNull();
    expect(failureOf(200, null)).toBeNull();
    expect(failureOf(200, { status: 'error', message: 'x' })).toEqual({ status: 200 });
    expect(failureOf(200, { status: 'success', data: { type: 'ERROR' } })).toEqual({
      status: 400,
    });
    expect(failureOf(404, null)).toEqual({ status: 404 });
  });

  it('shows no toast for cancelled or timed-out requests, and the session text for 401', () => {
    expect(errorToastText({ kind: 'aborted' })).toBeNull();
    expect(errorToastText({ kind: 'timeout' })).toBeNull();
    expect(errorToastText({ kind: 'http', status: 401, body: { message: 'x' } })).toBe(
      SESSION_EXPIRED_TEXT,
    );
    expect(SESSION_EXPIRED_TEXT).toBe('Session expired. Please login again.');
    expect(errorToastText({ kind: 'network' })).toBe(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message);
    expect(
      errorToastText({
        kind: 'http',
        status: 409,
        body: { errors: [{ code: 'EMAIL_ALREADY_EXISTS' }] },
      }),
    ).toBe(ERROR_CATALOGUE.EMAIL_ALREADY_EXISTS.message);
  });
});
