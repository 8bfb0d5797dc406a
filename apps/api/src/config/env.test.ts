import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the embedded defaults and generates a development secret once', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cl-env-'));
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({ PORT: 3000, APP_NAME: 'Charterline', MAINTENANCE_MODE: false });
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
    expect(loadEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  it('never defaults the secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems).toHaveLength(3);
    }
  });

  it.each([
    ['false', false],
    ['true', true],
    ['on', true],
    ['0', false],
  ])('reads MAINTENANCE_MODE=%s as %s', (text, on) => {
    expect(loadEnv({ MAINTENANCE_MODE: text, JWT_SECRET: 'x'.repeat(32) }).MAINTENANCE_MODE).toBe(
      on,
    );
  });

  it('PHONE_ALLOWED_COUNTRIES: US, CA and GB by default; codes with a price only (decision 0176)', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadEnv(secret).PHONE_ALLOWED_COUNTRIES).toEqual(['US', 'CA', 'GB']);
    expect(
      loadEnv({ ...secret, PHONE_ALLOWED_COUNTRIES: ' us, ng ,US' }).PHONE_ALLOWED_COUNTRIES,
    ).toEqual(['US', 'NG']);
    try {
      loadEnv({ ...secret, PHONE_ALLOWED_COUNTRIES: 'US,ZZ,KP' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems[0]).toMatch(
        /^PHONE_ALLOWED_COUNTRIES: no price for ZZ, KP/,
      );
    }
  });
});
