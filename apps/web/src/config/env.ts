import { z } from 'zod';

// SPEC.md 5: app name, version, auth token key and refresh key are required; the
// timeout must be a positive number; the API URL must be a URL.
export const ZWebEnv = z.object({
  APP_NAME: z.string().min(1, 'App name is required'),
  APP_VERSION: z.string().min(1, 'App version is required'),
  AUTH_TOKEN_KEY: z.string().min(1, 'Auth token key is required'),
  REFRESH_TOKEN_KEY: z.string().min(1, 'Refresh token key is required'),
  API_TIMEOUT: z.coerce.number().positive('Timeout must be a positive number'),
  API_URL: z.url('API URL must be a URL'),
});
export type TWebEnv = z.infer<typeof ZWebEnv>;

type TRawEnv = Partial<Record<keyof TWebEnv, string | undefined>>;

/** Relative API paths ("/api") are resolved against the page's origin before the URL check. */
const resolveUrl = (value: string | undefined, origin: string): string | undefined => {
  if (!value) return value;
  try {
    return new URL(value, origin).toString().replace(/\/$/, '');
  } catch {
    return value;
  }
};

export const parseWebEnv = (raw: TRawEnv, origin: string): TWebEnv => {
  const result = ZWebEnv.safeParse({ ...raw, API_URL: resolveUrl(raw.API_URL, origin) });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  return result.data;
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
 * it needs no request; ARCHITECTURE.md 6: only true/1/on/yes turn it on.
 */
export const parseMaintenanceFlag = (value: string | null | undefined): boolean =>
  ['true', '1', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

export const maintenanceMode = (): boolean =>
  parseMaintenanceFlag(
    document.querySelector('meta[name="maintenance-mode"]')?.getAttribute('content'),
  );
