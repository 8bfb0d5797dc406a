import { friendlyMessage } from '@charterline/shared/error-display';
import { get, type FieldError, type FieldErrors } from 'react-hook-form';

/** A form field's error in words: schema messages that are codes become their text. */
export const fieldError = (error: FieldError | undefined): string | undefined =>
  error?.message ? friendlyMessage(error.message) : undefined;

/** The error in words at a path of the form ("owners.0.address.city"), if there is one. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? friendlyMessage(message) : undefined;
};
