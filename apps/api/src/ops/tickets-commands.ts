// The operations CLI's support commands (issue 24, decision 0163): staff's queue of tickets,
// sorted by when our answer is due; show, reply (e-mailed to the customer), note, assign,
// set status and priority.
import {
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type TOpsSupportTicket,
} from '@charterline/shared/schemas/support';
import type { TOpsCommand, TOpsDeps } from './command';
import { ticketDetail, ticketLine } from './tickets-lines';
import { replyToTicket } from './tickets-reply';

const LIST_STATUSES: readonly string[] = [...SUPPORT_STATUSES, 'awaiting', 'all'];

/** The path of the ticket staff named ("#1042" travels without its #). */
const ticketPath = (ref: string | undefined, deps: TOpsDeps): string => {
  const given = deps.need(ref, '<ticket>').trim().replace(/^#/, '');
  return `/ops/v1/support/tickets/${encodeURIComponent(given)}`;
};

const oneOf = (
  value: string | undefined,
  allowed: readonly string[],
  what: string,
  deps: TOpsDeps,
) => {
  const given = deps.need(value, what);
  if (!allowed.includes(given))
    throw deps.fail(`${what} is one of ${allowed.join(', ')} (not "${given}").`);
  return given;
};

const patch = async (ref: string | undefined, change: Record<string, unknown>, deps: TOpsDeps) =>
  deps.call<TOpsSupportTicket>('PATCH', ticketPath(ref, deps), change);

const TICKETS: TOpsCommand = {
  name: 'tickets',
  usage: 'tickets [--status STATUS|awaiting|all] [--company <company>] [--assignee NAME]',
  summary: [
    'support tickets: what we owe (awaiting, the',
    'default) soonest due first; others newest first',
  ].join('\n'),
  run: async ({ positionals: [sub], options }, deps) => {
    if (sub !== undefined) {
      throw deps.fail(`Unknown tickets command "${sub}". Run npm run ops -- --help.`);
    }
    const query = new URLSearchParams();
    if (options.status) query.set('status', oneOf(options.status, LIST_STATUSES, '--status', deps));
    if (options.company) query.set('company', await deps.companyId(options.company));
    if (options.assignee) query.set('assignee', options.assignee);
    const rows = await deps.call<TOpsSupportTicket[]>('GET', `/ops/v1/support/tickets?${query}`);
    const now = new Date();
    if (rows.length === 0) deps.print('No tickets.');
    for (const t of rows) deps.print(ticketLine(t, now, deps.timeZone));
    return 0;
  },
};

const SHOW: TOpsCommand = {
  name: 'tickets show',
  usage: 'tickets show <ticket>',
  summary: 'one ticket with every message and internal note',
  run: async ({ positionals: [ref] }, deps) => {
    const ticket = await deps.call<TOpsSupportTicket>('GET', ticketPath(ref, deps));
    for (const line of ticketDetail(ticket, new Date(), deps.timeZone)) deps.print(line);
    return 0;
  },
};

const REPLY: TOpsCommand = {
  name: 'tickets reply',
  usage: 'tickets reply <ticket> --as NAME --body TEXT [--attach FILE]... [--resolve]',
  summary: [
    'answer (the customer is e-mailed a link); waiting',
    'on the customer, or resolved with --resolve',
  ].join('\n'),
  run: ({ positionals: [ref], options }, deps) =>
    replyToTicket(ticketPath(ref, deps), options, deps),
};

const NOTE: TOpsCommand = {
  name: 'tickets note',
  usage: 'tickets note <ticket> --as NAME --body TEXT',
  summary: 'an internal note (never shown to the customer)',
  run: async ({ positionals: [ref], options }, deps) => {
    const ticket = await deps.call<TOpsSupportTicket>('POST', `${ticketPath(ref, deps)}/notes`, {
      author: deps.need(options.as, '--as NAME'),
      body: deps.need(options.body, '--body TEXT'),
    });
    deps.print(`Noted on #${ticket.number} (internal: the customer never sees it).`);
    return 0;
  },
};

const ASSIGN: TOpsCommand = {
  name: 'tickets assign',
  usage: 'tickets assign <ticket> <NAME|none>',
  summary: 'assign it, or unassign it',
  run: async ({ positionals: [ref, value] }, deps) => {
    const name = deps.need(value, '<NAME|none>');
    const ticket = await patch(ref, { assignee: name === 'none' ? null : name }, deps);
    deps.print(
      ticket.assignee
        ? `#${ticket.number} is assigned to ${ticket.assignee}.`
        : `#${ticket.number} is unassigned.`,
    );
    return 0;
  },
};

const STATUS: TOpsCommand = {
  name: 'tickets status',
  usage: `tickets status <ticket> ${SUPPORT_STATUSES.join('|')}`,
  summary: '',
  run: async ({ positionals: [ref, value] }, deps) => {
    const status = oneOf(value, SUPPORT_STATUSES, '<status>', deps);
    const ticket = await patch(ref, { status }, deps);
    deps.print(`#${ticket.number} is now ${ticket.status}.`);
    return 0;
  },
};

const PRIORITY: TOpsCommand = {
  name: 'tickets priority',
  usage: `tickets priority <ticket> ${SUPPORT_PRIORITIES.join('|')}`,
  // The last of the support commands: the help says here what <ticket> is for all of them.
  summary: '<ticket> is its number (1042 or #1042) or id',
  run: async ({ positionals: [ref, value] }, deps) => {
    const priority = oneOf(value, SUPPORT_PRIORITIES, '<priority>', deps);
    const ticket = await patch(ref, { priority }, deps);
    deps.print(`#${ticket.number} is now ${ticket.priority} priority.`);
    return 0;
  },
};

export const TICKETS_COMMANDS: TOpsCommand[] = [
  TICKETS,
  SHOW,
  REPLY,
  NOTE,
  ASSIGN,
  STATUS,
  PRIORITY,
];
