// The operations CLI's support commands (issue 24, decision 0163): staff's queue of tickets,
// sorted by when our answer is due; show, reply (e-mailed to the customer), note, assign,
// set status and priority.
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type TOpsSupportTicket,
  type TSupportAttachment,
} from '@charterline/shared/schemas/support';
import type { TPhoneDeps } from './phone-commands';
import { ticketDetail, ticketLine } from './tickets-lines';

export const TICKETS_HELP = `  tickets [--status STATUS|awaiting|all] [--company <company>] [--assignee NAME]
                                           support tickets: what we owe (awaiting, the
                                           default) soonest due first; others newest first
  tickets show <ticket>                    one ticket with every message and internal note
  tickets reply <ticket> --as NAME --body TEXT [--attach FILE]... [--resolve]
                                           answer (the customer is e-mailed a link); waiting
                                           on the customer, or resolved with --resolve
  tickets note <ticket> --as NAME --body TEXT
                                           an internal note (never shown to the customer)
  tickets assign <ticket> <NAME|none>      assign it, or unassign it
  tickets status <ticket> ${SUPPORT_STATUSES.join('|')}
  tickets priority <ticket> ${SUPPORT_PRIORITIES.join('|')}
                                           <ticket> is its number (1042 or #1042) or id`;

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

/** The mail and phone commands' deps, and the time zone support's times are promised in. */
export type TTicketsDeps = TPhoneDeps & { timeZone: string; now?: () => Date };

const LIST_STATUSES: readonly string[] = [...SUPPORT_STATUSES, 'awaiting', 'all'];

/** The path of the ticket staff named ("#1042" travels without its #). */
const ticketPath = (ref: string | undefined, deps: TTicketsDeps): string => {
  const given = deps.need(ref, '<ticket>').trim().replace(/^#/, '');
  return `/ops/v1/support/tickets/${encodeURIComponent(given)}`;
};

const oneOf = (
  value: string | undefined,
  allowed: readonly string[],
  what: string,
  deps: TTicketsDeps,
) => {
  const given = deps.need(value, what);
  if (!allowed.includes(given))
    throw deps.fail(`${what} is one of ${allowed.join(', ')} (not "${given}").`);
  return given;
};

const listTickets = async (options: TTicketsOptions, deps: TTicketsDeps): Promise<number> => {
  const query = new URLSearchParams();
  if (options.status) query.set('status', oneOf(options.status, LIST_STATUSES, '--status', deps));
  if (options.company) query.set('company', await deps.companyId(options.company));
  if (options.assignee) query.set('assignee', options.assignee);
  const rows = await deps.call<TOpsSupportTicket[]>('GET', `/ops/v1/support/tickets?${query}`);
  const now = deps.now?.() ?? new Date();
  if (rows.length === 0) deps.print('No tickets.');
  for (const t of rows) deps.print(ticketLine(t, now, deps.timeZone));
  return 0;
};

const show = (ticket: TOpsSupportTicket, deps: TTicketsDeps) => {
  for (const line of ticketDetail(ticket, deps.now?.() ?? new Date(), deps.timeZone))
    deps.print(line);
};

/** Uploads the files for the ticket's company (read first, so a missing file changes nothing). */
const uploadFiles = async (
  path: string,
  files: string[],
  deps: TTicketsDeps,
): Promise<string[]> => {
  if (files.length === 0) return [];
  if (files.length > SUPPORT_ATTACHMENTS_MAX) {
    throw deps.fail(`Attach at most ${SUPPORT_ATTACHMENTS_MAX} files.`);
  }
  const read = files.map((f) => deps.readFile(f));
  const ticket = await deps.call<TOpsSupportTicket>('GET', path);
  const form = new FormData();
  for (const f of read) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const stored = await deps.call<TSupportAttachment[]>(
    'POST',
    `/ops/v1/support/attachments?company=${ticket.companyId}`,
    form,
  );
  return stored.map((a) => a.id);
};

const reply = async (ref: string | undefined, options: TTicketsOptions, deps: TTicketsDeps) => {
  const path = ticketPath(ref, deps);
  const author = deps.need(options.as, '--as NAME');
  const body = deps.need(options.body, '--body TEXT');
  const attachmentIds = await uploadFiles(path, options.attach ?? [], deps);
  const ticket = await deps.call<TOpsSupportTicket>('POST', `${path}/replies`, {
    author,
    body,
    attachmentIds,
    status: options.resolve ? 'resolved' : 'waiting_on_customer',
  });
  deps.print(
    `Replied to #${ticket.number} as ${author}: ${ticket.status}. The customer is e-mailed a link.`,
  );
  return 0;
};

const patch = async (
  ref: string | undefined,
  change: Record<string, unknown>,
  deps: TTicketsDeps,
) => deps.call<TOpsSupportTicket>('PATCH', ticketPath(ref, deps), change);

/** Runs `tickets …`; null when `command` is another. */
export const runTicketsCommand = async (
  command: string,
  args: string[],
  options: TTicketsOptions,
  deps: TTicketsDeps,
): Promise<number | null> => {
  if (command !== 'tickets') return null;
  const [sub, ref, value] = args;
  switch (sub) {
    case undefined:
      return listTickets(options, deps);
    case 'show':
      show(await deps.call<TOpsSupportTicket>('GET', ticketPath(ref, deps)), deps);
      return 0;
    case 'reply':
      return reply(ref, options, deps);
    case 'note': {
      const ticket = await deps.call<TOpsSupportTicket>('POST', `${ticketPath(ref, deps)}/notes`, {
        author: deps.need(options.as, '--as NAME'),
        body: deps.need(options.body, '--body TEXT'),
      });
      deps.print(`Noted on #${ticket.number} (internal: the customer never sees it).`);
      return 0;
    }
    case 'assign': {
      const name = deps.need(value, '<NAME|none>');
      const ticket = await patch(ref, { assignee: name === 'none' ? null : name }, deps);
      deps.print(
        ticket.assignee
          ? `#${ticket.number} is assigned to ${ticket.assignee}.`
          : `#${ticket.number} is unassigned.`,
      );
      return 0;
    }
    case 'status': {
      const status = oneOf(value, SUPPORT_STATUSES, '<status>', deps);
      const ticket = await patch(ref, { status }, deps);
      deps.print(`#${ticket.number} is now ${ticket.status}.`);
      return 0;
    }
    case 'priority': {
      const priority = oneOf(value, SUPPORT_PRIORITIES, '<priority>', deps);
      const ticket = await patch(ref, { priority }, deps);
      deps.print(`#${ticket.number} is now ${ticket.priority} priority.`);
      return 0;
    }
    default:
      throw deps.fail(`Unknown tickets command "${sub}". Run npm run ops -- --help.`);
  }
};
