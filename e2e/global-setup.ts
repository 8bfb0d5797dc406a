import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createFreshPostgresDatabase } from '../apps/api/test/test-database';
import { chromiumPath } from './browser';
import { freePort, waitForHealth } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server writes every e-mail it delivers (JSON files). */
    mailDir: string;
  }
}

const root = new URL('..', import.meta.url).pathname;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser tests need it; install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'charterline-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const fresh = process.env.DATABASE_URL
    ? await createFreshPostgresDatabase(process.env.DATABASE_URL, 'e2e')
    : undefined;
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The browser's origin: checkout returns only to it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-01',
      LOG_LEVEL: 'warn',
      MAIL_CAPTURE_DIR: mailDir,
      OUTBOX_POLL_MS: '200',
      // The journeys sign up dozens of founders from one address, past the sign-up limit
      // (20 an hour per address); the limits themselves are tested in the API suites.
      RATE_LIMIT_DISABLED: 'true',
      ...(fresh ? { DATABASE_URL: fresh.url } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  };
}
