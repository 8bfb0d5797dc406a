import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;

/** The operations CLI exactly as staff run it (`npm run ops`), against the portal under test. */
export const opsCli =
  (baseURL: string) =>
  async (...args: string[]): Promise<string> => {
    const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: root,
      env: {
        ...process.env,
        OPS_API_URL: `${baseURL}/api`,
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-01',
      },
    });
    return stdout;
  };
