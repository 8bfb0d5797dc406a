// The operations CLI (`npm run ops -- <command>`): staff move companies through formation,
// attach documents and edit the catalogue. Each command is a row of the table in
// `commands.ts`; this file finds the one a command line calls and runs it against the running
// portal's admin API (`ops-deps.ts`).
import { realpathSync } from 'node:fs';
import { inspect } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadDotEnv } from '../config/env';
import { findCommand, OPS_COMMANDS } from './commands';
import { helpText } from './help';
import { OpsError, opsDeps } from './ops-deps';
import { parseOpsArgs } from './options';

/** Where a run's output goes and which environment it reads (the process's by default). */
export type TCliIo = {
  /** One line (or block) of the command's output, as console.log would print it. */
  stdout?: (text: string) => void;
  /** The error a failed command reports. */
  stderr?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
};

const main = async (argv: string[], io: TCliIo): Promise<number> => {
  const out = io.stdout ?? ((text: string) => console.log(text));
  const { positionals, values } = parseOpsArgs(argv);
  const [command] = positionals;
  if (!command || values.help) {
    out(helpText(OPS_COMMANDS));
    return command || values.help ? 0 : 1;
  }
  // The real command reads ./.env into process.env; a caller that gives its own env does not.
  const deps = await opsDeps(io.env ?? (loadDotEnv(), process.env), out);
  const found = findCommand(OPS_COMMANDS, positionals);
  if (!found) throw new OpsError(`Unknown command "${command}". Run npm run ops -- --help.`);
  return found.command.run({ positionals: found.positionals, options: values }, deps);
};

/**
 * Runs one command (`argv` as after `npm run ops --`) and resolves to its exit code: what
 * `npm run ops` runs, and what the tests call in-process with their own output and env.
 */
export const runCli = (argv: string[], io: TCliIo = {}): Promise<number> =>
  main(argv, io).catch((error: unknown) => {
    const message = error instanceof OpsError || error instanceof TypeError ? error.message : error;
    if (io.stderr) io.stderr(typeof message === 'string' ? message : inspect(message));
    else console.error(message);
    return 1;
  });

// Run as a script (`tsx apps/api/src/ops/cli.ts …`), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
