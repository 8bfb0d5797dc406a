import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../src/ops/cli';
import { createTestApp, type TTestApp } from './test-app';

const run = promisify(execFile);
const root = new URL('../../..', import.meta.url).pathname;

type TOpsResult = { code: number; out: string };

/** The environment the CLI reads: the test app's secret, its address. */
const opsEnv = (t: TTestApp, base: string): NodeJS.ProcessEnv => ({
  ...process.env,
  OPS_API_URL: `${base}/api`,
  JWT_SECRET: t.env.JWT_SECRET,
});

/**
 * `npm run ops -- …` exactly as staff run it, in a process of its own, against the test app
 * listening at `base`. Slow (a process and tsx's transform, 2–4 s under load): the suites use
 * `opsCli`, and one test proves both give the same output and exit code.
 */
export const npmRunOps = async (
  t: TTestApp,
  base: string,
  ...args: string[]
): Promise<TOpsResult> => {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: root,
      env: opsEnv(t, base),
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
};

/**
 * The CLI's own entry (`runCli`, what `npm run ops` runs) called in this process against the
 * test app listening at `base()`: the same output (stdout, then stderr) and exit code.
 */
export const opsCli =
  (t: () => TTestApp, base: () => string) =>
  async (...args: string[]): Promise<TOpsResult> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      stdout: (text) => (stdout += `${text}\n`),
      stderr: (text) => (stderr += `${text}\n`),
      env: opsEnv(t(), base()),
    });
    return { code, out: `${stdout}${stderr}` };
  };

/**
 * A test app listening on a free port for the suite (rate limit off, as the CLI makes many
 * calls), and `ops` running the CLI against it. Call at the top of a `describe`.
 */
export const listeningOps = () => {
  let t: TTestApp | undefined;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());
  const testApp = () => {
    if (!t) throw new Error('The ops test app is made in beforeAll');
    return t;
  };
  return {
    app: () => testApp().app,
    base: () => base,
    testApp,
    ops: opsCli(testApp, () => base),
  };
};
