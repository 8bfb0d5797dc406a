import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TTestApp } from './test-app';

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
