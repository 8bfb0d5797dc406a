import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createFreshPostgresDatabase } from '../apps/api/test/test-database';
import { chromiumPath } from './browser';
import { freePort, SERVERS_VARIABLE, waitForHealth } from './server';

const root = new URL('..', import.meta.url).pathname;

/** A server as `npm start` starts it, with its own data directory and database. */
const startServer = async () => {
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
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  };
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { baseURL, mailDir }, stop };
};

export default async function setup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser tests need it; install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
  }
  // Build once, before the servers start (each would otherwise build the same stale files).
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed (see above).');
  // A server per worker (E2E_WORKERS in playwright.config.ts): e2eServer() picks this worker's.
  const workers = Math.max(1, config.workers);
  const started = await Promise.allSettled(Array.from({ length: workers }, startServer));
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  // The workers start after this and inherit the variable.
  process.env[SERVERS_VARIABLE] = JSON.stringify(running.map((s) => s.server));
  return stopAll;
}
