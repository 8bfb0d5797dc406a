import { ERROR_CATALOGUE, type TErrorCode } from '@charterline/shared/errors';
import type { TApiErrorItem } from '@charterline/shared/schemas/envelope';

type TAppErrorOptions = {
  message?: string;
  field?: string;
  errors?: TApiErrorItem[];
  cause?: unknown;
};

/**
 * The one error class of the API. Services throw it with a catalogue code; the error
 * handler turns it into the failure envelope with the catalogue's HTTP status, the only
 * place a status comes from (a code that needs another status is another code).
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly errors: TApiErrorItem[];

  constructor(code: TErrorCode, options: TAppErrorOptions = {}) {
    const entry = ERROR_CATALOGUE[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.errors = options.errors ?? [
      { code, message: this.message, ...(options.field ? { field: options.field } : {}) },
    ];
  }
}
