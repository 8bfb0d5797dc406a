// The operations CLI's support commands (issue 24, decision 0160): staff's queue of tickets,
// sorted by when our answer is due; show, reply (e-mailed to the customer), note, assign,
// set status. Helper C writes these; until then nothing is handled here.
import type { TPhoneDeps } from './phone-commands';

export const TICKETS_HELP = `  tickets [--status STATUS|awaiting|all] [--company <company>]
                                           support tickets, soonest due first`;

export type TTicketsOptions = {
  status?: string | undefined;
  company?: string | undefined;
  body?: string | undefined;
  as?: string | undefined;
  priority?: string | undefined;
  assignee?: string | undefined;
  attach?: string[] | undefined;
  resolve?: boolean | undefined;
};

/** The same deps as the mail and phone commands (the portal, checks, output, files). */
export type TTicketsDeps = TPhoneDeps;

/** Runs a support command; null when the command is not one of them. */
export const runTicketsCommand = async (
  _command: string,
  _args: string[],
  _options: TTicketsOptions,
  _deps: TTicketsDeps,
): Promise<number | null> => Promise.resolve(null);
