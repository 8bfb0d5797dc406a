import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type TApiProcess = {
  name: string;
  url: string;
  /** Everything the process printed (its log), for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
};

const serverEntry = new URL('../../src/server.ts', import.meta.url).pathname;
/** What `npm run build` makes (apps/api/build.mjs): the API as production runs it. */
const builtEntry = new URL('../../dist/server.js', import.meta.url).pathname;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Polls `/api/ready` (what a load balancer asks) until 200; fails at once if the process exits. */
const waitUntilReady = async (child: ChildProcess, api: TApiProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${api.name} exited:\n${api.output()}`);
    const status = await fetch(`${api.url}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${api.name} was not ready in ${timeoutMs} ms:\n${api.output()}`);
};

/**
 * The real API entry (`src/server.ts`: migrations, seed, workers, listen) in a process of
 * its own, run from source as `npm run dev` runs it (or, `built`, the bundle in dist/), with
 * `env` over a clean base.
 */
export const startApiProcess = async (
  name: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
  options: { built?: boolean } = {},
): Promise<TApiProcess> => {
  const port = await freePort();
  const args = options.built ? [builtEntry] : ['--import', 'tsx', serverEntry];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const api: TApiProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
  try {
    await waitUntilReady(child, api, timeoutMs);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
};
