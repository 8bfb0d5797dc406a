import type { TApiErrorItem } from '@charterline/shared/schemas/envelope';
import { env } from '@/config/env';

/** A failed call: the HTTP status and the envelope's message and errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TApiErrorItem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

type TEnvelope<T> = { status?: string; data?: T; message?: string; errors?: TApiErrorItem[] };

/** Calls the API under API_URL and unwraps the success envelope's data. */
export const apiRequest = async <T>(path: string, options: TRequestOptions = {}): Promise<T> => {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? env.API_TIMEOUT);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(`${env.API_URL}${path}`, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as TEnvelope<T>;
  if (!response.ok || body.status === 'error') {
    throw new ApiError(response.status, body.message ?? response.statusText, body.errors ?? []);
  }
  return body.data as T;
};
