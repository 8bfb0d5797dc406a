import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TTestApp } from './test-app';

const run = promisify(execFile);
const root = new URL('../../..', import.meta.url).pathname;

/** `npm run ops -- …` exactly as staff run it, against the test app listening at `base()`. */
export const opsCli =
  (t: () => TTestApp, base: () => string) =>
  async (...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout } = await run('npx', ['tsx', 'apps/api/src/ops/cli.ts', ...args], {
        cwd: root,
        env: { ...process.env, OPS_API_URL: `${base()}/api`, JWT_SECRET: t().env.JWT_SECRET },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: `${e.stdout}${e.stderr}` };
    }
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
    ops: opsCli(testApp, () => base),
  };
};
