import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { applyFieldErrors, errorsByField, SOMETHING_WENT_WRONG } from './form-errors';

const refused = (errors: { code: string; message: string; field?: string }[], message = 'Nope') =>
  new ApiError(400, message, errors);

describe('errorsByField', () => {
  it('puts each error on the field it names or is inside of, in words; the rest on form', () => {
    const error = refused([
      { code: 'VALIDATION_ERROR', message: 'Too many tags', field: 'tags.2' },
      { code: 'EMAIL_ALREADY_EXISTS', message: '', field: 'email' },
      { code: 'VALIDATION_ERROR', message: 'Second error of the tags', field: 'tags' },
      { code: 'VALIDATION_ERROR', message: 'Not shown here', field: 'secret' },
    ]);
    expect(errorsByField(error, ['tags', 'email'])).toEqual({
      tags: 'Too many tags',
      email: expect.stringMatching(/already/i),
      form: 'Not shown here',
    });
  });

  it('places codes that name no field, and strips the key the form sits under', () => {
    const error = refused([
      { code: 'PHONE_FORWARD_TO_SELF', message: 'Not your own number' },
      { code: 'VALIDATION_ERROR', message: 'Required', field: 'change.address.city' },
    ]);
    expect(
      errorsByField(error, ['forwardTo', 'address'], {
        byCode: { PHONE_FORWARD_TO_SELF: 'forwardTo' },
        under: 'change',
      }),
    ).toEqual({ forwardTo: 'Not your own number', address: 'Required' });
  });

  it('says what the failure says when it lists nothing, else the fallback', () => {
    expect(errorsByField(refused([], 'The service is down'), ['a'])).toEqual({
      form: 'The service is down',
    });
    expect(errorsByField(new Error('boom'), ['a'])).toEqual({ form: 'Please try again.' });
    expect(errorsByField(null, ['a'], { fallback: SOMETHING_WENT_WRONG })).toEqual({
      form: SOMETHING_WENT_WRONG,
    });
  });

  it('reads a failed schema check the same way', () => {
    const checked = z.object({ name: z.string().min(1, 'Say a name') }).safeParse({ name: '' });
    expect(errorsByField(checked.error, ['name'])).toEqual({ name: 'Say a name' });
  });
});

describe('applyFieldErrors', () => {
  it('sets each placed error at its own path and answers the first that has no field', () => {
    const setError = vi.fn();
    const error = refused([
      { code: 'VALIDATION_ERROR', message: 'Required', field: 'address.city' },
      { code: 'COMPANY_NOT_FOUND', message: 'No such company' },
      { code: 'VALIDATION_ERROR', message: 'Later', field: 'unknown' },
    ]);
    expect(applyFieldErrors(setError, ['address'], error)).toBe('No such company');
    expect(setError.mock.calls).toEqual([
      ['address.city', { type: 'server', message: 'Required' }],
    ]);
  });

  it('with any field, places every error that names one and answers null when all are placed', () => {
    const setError = vi.fn();
    const error = refused([
      { code: 'WRONG_CURRENT_PASSWORD', message: '', field: 'currentPassword' },
    ]);
    expect(applyFieldErrors(setError, 'any', error)).toBeNull();
    expect(setError).toHaveBeenCalledWith('currentPassword', {
      type: 'server',
      message: expect.not.stringMatching(/^WRONG_CURRENT_PASSWORD$/),
    });
  });
});
