// The operations CLI's mail commands (issue 23, decision 0154): staff record the letters they
// receive (envelope image and scan, multipart) and complete what customers ask of them.
import { runMailRequestCommand } from './mail-request-commands';

export const MAIL_HELP = `  mail <company>                           (helper A: its letters, newest first)`;

/** The CLI options the mail commands read (all strings, as parseArgs gives them). */
export type TMailOptions = {
  sender?: string | undefined;
  category?: string | undefined;
  date?: string | undefined;
  pages?: string | undefined;
  urgent?: boolean | undefined;
  envelope?: string | undefined;
  scan?: string | undefined;
  tracking?: string | undefined;
  note?: string | undefined;
  reason?: string | undefined;
  status?: string | undefined;
};

export type TMailDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
  /** Reads a file for an upload (fails with a clear message when it cannot). */
  readFile: (path: string) => { bytes: Uint8Array; name: string };
};

/** Runs `mail …`; null when `command` is another. */
export const runMailCommand = async (
  command: string,
  args: string[],
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number | null> => {
  if (command !== 'mail') return null;
  const request = await runMailRequestCommand(args, options, deps);
  if (request !== null) return request;
  throw deps.fail('mail: not built yet (issue 23 foundation).');
};
