import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A portal under test: where the browser goes and where it writes the e-mails it sends. */
export type TE2eServer = { baseURL: string; mailDir: string };

/** Where global-setup.ts tells the workers about the servers it started. */
export const SERVERS_VARIABLE = 'E2E_SERVERS';

/**
 * This worker's server. Playwright numbers the workers running side by side 0…workers-1
 * (TEST_PARALLEL_INDEX; a worker that replaces a failed one keeps its number), and the
 * global setup started one server per number. Outside a worker (the runner listing the tests
 * before the setup ran) there is none yet, and no test runs there.
 */
export const e2eServer = (): TE2eServer => {
  if (process.env.TEST_PARALLEL_INDEX === undefined)
    return { baseURL: 'http://listing', mailDir: '' };
  const servers = JSON.parse(process.env[SERVERS_VARIABLE] ?? '[]') as TE2eServer[];
  const server = servers[Number(process.env.TEST_PARALLEL_INDEX) % servers.length];
  if (!server) throw new Error('No e2e server was started (e2e/global-setup.ts).');
  return server;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Waits until the server started as `child` answers /api/health; fails at once when it exits
 * (with its output). `npm start` builds first what is stale, which may take a minute or two.
 */
export const waitForHealth = async (
  url: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health in time:\n${log()}`);
};
