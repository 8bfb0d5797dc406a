type TRunCli = (
  argv: string[],
  io: { stdout: (text: string) => void; stderr: (text: string) => void; env: NodeJS.ProcessEnv },
) => Promise<number>;

// Loaded by name, not imported: e2e's type check (with the DOM's types) is not the api's.
const cliModule = '../apps/api/src/ops/cli';
const loadCli = async () =>
  ((await import(/* @vite-ignore */ cliModule)) as { runCli: TRunCli }).runCli;

/**
 * The operations CLI against the portal under test: its own entry (`runCli`, what
 * `npm run ops` runs), called in this process with the environment staff give it. A process
 * per command (npm, then tsx) cost 2–4 s each, two dozen times a run; the api suite's
 * `src/ops/cli.test.ts` runs the real `npm run ops` and holds it to the same output.
 * Resolves to what it printed; rejects with its error when it fails.
 */
export const opsCli =
  (baseURL: string) =>
  async (...args: string[]): Promise<string> => {
    let stdout = '';
    let stderr = '';
    const print = (text: string) => (stdout += `${text}\n`);
    const code = await (
      await loadCli()
    )(args, {
      stdout: print,
      stderr: (text) => (stderr += `${text}\n`),
      env: {
        ...process.env,
        OPS_API_URL: `${baseURL}/api`,
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-01',
      },
    });
    if (code !== 0) throw new Error(`npm run ops -- ${args.join(' ')} failed:\n${stderr}`);
    return stdout;
  };
