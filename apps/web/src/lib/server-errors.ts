import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The API's field errors on the form's fields (their codes become text at display). */
export const setServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): void => {
  if (!(error instanceof ApiError)) return;
  for (const e of error.errors) {
    if (e.field) setError(e.field as Path<T>, { type: 'server', message: e.code });
  }
};
