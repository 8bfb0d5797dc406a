import { friendlyMessage } from '@charterline/shared/error-display';
import type { FieldError } from 'react-hook-form';

/** A form field's error in words: schema messages that are codes become their text. */
export const fieldError = (error: FieldError | undefined): string | undefined =>
  error?.message ? friendlyMessage(error.message) : undefined;
