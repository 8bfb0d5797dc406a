import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env';

const valid = {
  APP_NAME: 'Charterline',
  APP_VERSION: '1.0.0',
  AUTH_TOKEN_KEY: 'auth_token',
  REFRESH_TOKEN_KEY: 'refresh_token',
  API_TIMEOUT: '30000',
  API_URL: '/api',
};

describe('parseWebEnv (docs/product.md § Validation)', () => {
  it('accepts the shipped defaults and resolves a relative API URL against the page', () => {
    const env = parseWebEnv(valid, 'https://portal.example.com');
    expect(env.API_URL).toBe('https://portal.example.com/api');
    expect(env.API_TIMEOUT).toBe(30000);
  });

  it.each(['APP_NAME', 'APP_VERSION', 'AUTH_TOKEN_KEY', 'REFRESH_TOKEN_KEY'] as const)(
    'requires %s',
    (key) => {
      expect(() => parseWebEnv({ ...valid, [key]: '' }, 'http://localhost')).toThrow(key);
    },
  );

  it.each(['0', '-5', 'soon'])('refuses the timeout %s', (timeout) => {
    expect(() => parseWebEnv({ ...valid, API_TIMEOUT: timeout }, 'http://localhost')).toThrow(
      'API_TIMEOUT',
    );
  });

  it('refuses an API URL that is not a URL', () => {
    expect(() => parseWebEnv({ ...valid, API_URL: 'http://' }, 'http://localhost')).toThrow(
      'API_URL',
    );
  });
});
