// What an operations command is (issue 37): one row of the CLI's table (`commands.ts`), which
// `cli.ts` dispatches on and prints as help. The types every command file shares.
import type { TOpsOptions } from './options';

/** One request to the portal's admin API; resolves to the answer's data, throws its message. */
export type TOpsCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** What follows the command's name: the other words, and every option given. */
export type TOpsArgs = { positionals: string[]; options: TOpsOptions };

/** What every command is given (`ops-deps.ts` makes it): the portal, the checks, the output. */
export type TOpsDeps = {
  call: TOpsCall;
  /** The value, or a "Missing <what>" failure. */
  need: (value: string | undefined, what: string) => string;
  /** A company id from an id, its customer's e-mail address or a suite (suite:10042). */
  companyId: (ref: string | undefined) => Promise<string>;
  /** The error a command throws: its message is all the CLI prints. */
  fail: (message: string) => Error;
  print: (line: string) => void;
  /** Reads a file for an upload (fails with a clear message when it cannot). */
  readFile: (path: string) => { bytes: Uint8Array; name: string };
  /** The zone support's times are promised in (SUPPORT_TIME_ZONE). */
  timeZone: string;
};

export type TOpsCommand = {
  /** The words that call it: `companies`, `books close`. */
  name: string;
  /**
   * The help's usage, starting with the name; a further line continues it, printed under the
   * first argument.
   */
  usage: string;
  /** What it does, as help prints it beside or under the usage (lines; none: ''). */
  summary: string;
  run: (args: TOpsArgs, deps: TOpsDeps) => Promise<number>;
};
