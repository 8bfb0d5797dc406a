import { env } from '@/config/env';

// The tokens live in localStorage under auth_token and refresh_token
// (docs/product.md § Accounts and sessions).
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The company the customer picked in the switcher (sent as x-company-id). */
export const CURRENT_COMPANY_KEY = 'current_company_id';

export const tokenStorage = {
  getCurrentCompanyId: (): string | null => read(CURRENT_COMPANY_KEY),
  getAccessToken: (): string | null => read(env.AUTH_TOKEN_KEY),
  getRefreshToken: (): string | null => read(env.REFRESH_TOKEN_KEY),
  setTokens: (tokens: { accessToken: string; refreshToken: string }): void => {
    window.localStorage.setItem(env.AUTH_TOKEN_KEY, tokens.accessToken);
    window.localStorage.setItem(env.REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  /** Logout, an expired session or another sign-in: the tokens and the company choice go. */
  clear: (): void => {
    window.localStorage.removeItem(CURRENT_COMPANY_KEY);
    window.localStorage.removeItem(env.AUTH_TOKEN_KEY);
    window.localStorage.removeItem(env.REFRESH_TOKEN_KEY);
  },
};
