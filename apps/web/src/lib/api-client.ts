import { errorToastText, failureOf, messageFromBody } from '@charterline/shared/error-display';
import type { TTokens } from '@charterline/shared/schemas/auth';
import type { TApiErrorItem } from '@charterline/shared/schemas/envelope';
import { env } from '@/config/env';
import { tokenStorage } from './storage';

/** A failed call: the HTTP status, the text to show (null: show nothing) and the errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TApiErrorItem[] = [],
    /** What a toast should say; null for cancelled and timed-out calls. */
    readonly toastText: string | null = message,
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
  /** Public calls (login, refresh) neither send the token nor try a refresh on 401. */
  auth?: boolean;
};

type TEnvelope<T> = {
  status?: string;
  data?: T;
  message?: string;
  errors?: TApiErrorItem[];
};

let onSessionExpired: () => void = () => undefined;
/** The app decides what an expired session does (clear caches, toast, go to /login). */
export const setSessionExpiredHandler = (handler: () => void): void => {
  onSessionExpired = handler;
};

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls got a 401 together. */
const refreshTokens = (): Promise<boolean> => {
  refreshing ??= (async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const tokens = await send<TTokens>('/client/public/v9/refresh', {
        method: 'POST',
        body: { refreshToken },
        auth: false,
      });
      tokenStorage.setTokens(tokens);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/** The bearer token and the current company, for calls that send them. */
const authHeaders = (auth: boolean): Record<string, string> => {
  const headers: Record<string, string> = {};
  const token = auth ? tokenStorage.getAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  const companyId = token ? tokenStorage.getCurrentCompanyId() : null;
  if (companyId) headers['x-company-id'] = companyId;
  return headers;
};

const send = async <T>(path: string, options: TRequestOptions): Promise<T> => {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? env.API_TIMEOUT);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers = authHeaders(options.auth !== false);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    const kind = timeout.aborted ? 'timeout' : signal.aborted ? 'aborted' : 'network';
    const text = errorToastText({ kind });
    throw new ApiError(0, text ?? (error as Error).message, [], text);
  }
  const body = (await response.json().catch(() => null)) as TEnvelope<T> | null;
  const failure = failureOf(response.status, body);
  if (failure) {
    const message = messageFromBody(body);
    // A public call's 401 (wrong password) is not an expired session: it says what it is.
    const toast =
      options.auth === false
        ? message
        : errorToastText({ kind: 'http', status: failure.status, body });
    throw new ApiError(failure.status, message, body?.errors ?? [], toast);
  }
  return body?.data as T;
};

/**
 * Calls the API under API_URL with the bearer token and unwraps the success envelope.
 * A 401 tries one token refresh and the call again; then the session is over.
 */
export const apiRequest = async <T>(path: string, options: TRequestOptions = {}): Promise<T> => {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401 && options.auth !== false;
    if (!expired || !tokenStorage.getAccessToken()) throw error;
    if (await refreshTokens()) return send<T>(path, options);
    onSessionExpired();
    throw error;
  }
};

/** Files get a long timeout (docs/product.md § Readings). */
export const DOWNLOAD_TIMEOUT_MS = 300_000;

/**
 * A file from the API (a PDF, a document) with the token and the current company, like
 * every call, and the long timeout of files; a failed answer is an ApiError.
 */
export const apiDownload = async (path: string): Promise<Blob> => {
  const response = await fetch(`${env.API_URL}${path}`, {
    headers: authHeaders(true),
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response.blob();
};

/** How far an upload is: bytes sent of the total. */
export type TUploadProgress = { loaded: number; total: number };

const sendForm = <T>(
  path: string,
  form: FormData,
  onProgress: (progress: TUploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress (a bar per file).
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.API_URL}${path}`);
    xhr.timeout = DOWNLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(authHeaders(true)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.total });
    const fail = (kind: 'timeout' | 'aborted' | 'network') => () => {
      const text = errorToastText({ kind });
      reject(new ApiError(0, text ?? 'The upload failed', [], text));
    };
    xhr.onerror = fail('network');
    xhr.ontimeout = fail('timeout');
    xhr.onabort = fail('aborted');
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onload = () => {
      let body: TEnvelope<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as TEnvelope<T>;
      } catch {
        body = null;
      }
      const failure = failureOf(xhr.status, body);
      if (!failure) return resolve(body?.data as T);
      const toast = errorToastText({ kind: 'http', status: failure.status, body });
      reject(new ApiError(failure.status, messageFromBody(body), body?.errors ?? [], toast));
    };
    xhr.send(form);
  });

/**
 * A multipart upload (the documents vault) with the token, the current company and the
 * refresh on 401 of apiRequest, reporting progress as the bytes go.
 */
export const apiUpload = async <T>(
  path: string,
  form: FormData,
  onProgress: (progress: TUploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> => {
  try {
    return await sendForm<T>(path, form, onProgress, signal);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401;
    if (!expired || !tokenStorage.getAccessToken()) throw error;
    if (await refreshTokens()) return sendForm<T>(path, form, onProgress, signal);
    onSessionExpired();
    throw error;
  }
};
