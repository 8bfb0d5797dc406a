// docs/product.md § Validation: app name, version, auth token key and refresh key are
// required; the timeout must be a positive number; the API URL must be a URL. Checked by hand rather
// than with zod: this module is in every page's first download (decision 0080).
export type TWebEnv = {
  APP_NAME: string;
  APP_VERSION: string;
  AUTH_TOKEN_KEY: string;
  REFRESH_TOKEN_KEY: string;
  API_TIMEOUT: number;
  API_URL: string;
};

type TRawEnv = Partial<Record<keyof TWebEnv, string | undefined>>;

const REQUIRED = {
  APP_NAME: 'App name is required',
  APP_VERSION: 'App version is required',
  AUTH_TOKEN_KEY: 'Auth token key is required',
  REFRESH_TOKEN_KEY: 'Refresh token key is required',
} as const;

/** Relative API paths ("/api") are resolved against the page's origin before the URL check. */
const resolveUrl = (value: string | undefined, origin: string): string | undefined => {
  if (!value) return value;
  try {
    return new URL(value, origin).toString().replace(/\/$/, '');
  } catch {
    return value;
  }
};

const isUrl = (value: string | undefined): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const parseWebEnv = (raw: TRawEnv, origin: string): TWebEnv => {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(REQUIRED)) {
    if (!raw[key as keyof typeof REQUIRED]) problems.push(`${key}: ${message}`);
  }
  const timeout = Number(raw.API_TIMEOUT);
  if (!raw.API_TIMEOUT?.trim() || !Number.isFinite(timeout) || timeout <= 0) {
    problems.push('API_TIMEOUT: Timeout must be a positive number');
  }
  const apiUrl = resolveUrl(raw.API_URL, origin);
  if (!isUrl(apiUrl)) problems.push('API_URL: API URL must be a URL');
  if (problems.length > 0 || !isUrl(apiUrl)) {
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  return {
    APP_NAME: raw.APP_NAME!,
    APP_VERSION: raw.APP_VERSION!,
    AUTH_TOKEN_KEY: raw.AUTH_TOKEN_KEY!,
    REFRESH_TOKEN_KEY: raw.REFRESH_TOKEN_KEY!,
    API_TIMEOUT: timeout,
    API_URL: apiUrl,
  };
};

const runtimeAppName = (): string | undefined => {
  const value = document.querySelector('meta[name="application-name"]')?.getAttribute('content');
  return value && !value.includes('%') ? value : undefined;
};

export const env: TWebEnv = parseWebEnv(
  {
    APP_NAME: runtimeAppName() ?? import.meta.env.VITE_APP_NAME,
    APP_VERSION: import.meta.env.VITE_APP_VERSION,
    AUTH_TOKEN_KEY: import.meta.env.VITE_AUTH_TOKEN_KEY,
    REFRESH_TOKEN_KEY: import.meta.env.VITE_REFRESH_TOKEN_KEY,
    API_TIMEOUT: import.meta.env.VITE_API_TIMEOUT,
    API_URL: import.meta.env.VITE_API_URL,
  },
  window.location.origin,
);

/**
 * Maintenance mode is a server setting written into the page (meta maintenance-mode), so
 * it needs no request; only true/1/on/yes turn it on (docs/product.md § Readings).
 */
export const parseMaintenanceFlag = (value: string | null | undefined): boolean =>
  ['true', '1', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

export const maintenanceMode = (): boolean =>
  parseMaintenanceFlag(
    document.querySelector('meta[name="maintenance-mode"]')?.getAttribute('content'),
  );
