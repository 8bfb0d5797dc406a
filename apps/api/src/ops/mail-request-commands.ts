// `mail requests|complete|cancel` (issue 23, decision 0155): staff's side of what customers
// ask of letters: the open requests, oldest first; complete one (with the scan, or the
// tracking of a forwarding); cancel one, saying why.
import { MAIL_ACTION_LABELS, type TMailAction } from '@charterline/shared/schemas/mail';
import type { TOpsCommand } from './command';

type TForwardTo = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
};
type TStaffRequest = {
  id: string;
  action: TMailAction;
  status: string;
  company: string;
  companyId: string;
  itemId: string;
  sender: string;
  category: string;
  receivedOn: string;
  forwardTo: TForwardTo | null;
  note: string | null;
  createdAt: string;
};
type TRequestDone = { id: string; action: TMailAction };

const addressLine = (a: TForwardTo): string =>
  [a.name, a.line1, a.line2, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', ');

const linesOf = (r: TStaffRequest): string[] => [
  `${r.id}  ${r.status}  ${MAIL_ACTION_LABELS[r.action] ?? r.action}  (asked ${r.createdAt.slice(0, 10)})`,
  `  company: ${r.company} (${r.companyId})`,
  `  letter:  from ${r.sender}, ${r.category}, received ${r.receivedOn} (${r.itemId})`,
  ...(r.forwardTo ? [`  to:      ${addressLine(r.forwardTo)}`] : []),
  ...(r.note ? [`  note:    ${r.note}`] : []),
];

const requestPath = (id: string) => `/ops/v1/mail/requests/${encodeURIComponent(id)}`;

const REQUESTS: TOpsCommand = {
  name: 'mail requests',
  usage: 'mail requests [--status requested]',
  summary: 'open mail requests, oldest first',
  run: async ({ options }, { call, print }) => {
    const status = encodeURIComponent(options.status ?? 'requested');
    const rows = await call<TStaffRequest[]>('GET', `/ops/v1/mail/requests?status=${status}`);
    if (rows.length === 0) print('No mail requests.');
    for (const row of rows) print(linesOf(row).join('\n'));
    return 0;
  },
};

const COMPLETE: TOpsCommand = {
  name: 'mail complete',
  usage: 'mail complete <requestId> [--scan f.pdf] [--tracking TEXT] [--note TEXT]',
  summary: 'complete one (open_scan/unlock need --scan)',
  run: async ({ positionals, options }, { call, need, readFile, print }) => {
    const requestId = need(positionals[0], '<requestId>');
    const form = new FormData();
    if (options.tracking) form.set('tracking', options.tracking);
    if (options.note) form.set('note', options.note);
    if (options.scan) {
      const file = readFile(options.scan);
      form.set('scan', new Blob([file.bytes]), file.name);
    }
    const done = await call<TRequestDone>('POST', `${requestPath(requestId)}/complete`, form);
    print(`Completed ${MAIL_ACTION_LABELS[done.action].toLowerCase()} (${done.id}).`);
    return 0;
  },
};

const CANCEL: TOpsCommand = {
  name: 'mail cancel',
  usage: 'mail cancel <requestId> --reason TEXT',
  summary: 'cancel one; the customer is told why',
  run: async ({ positionals, options }, { call, need, print }) => {
    const requestId = need(positionals[0], '<requestId>');
    const reason = need(options.reason, '--reason');
    const done = await call<TRequestDone>('POST', `${requestPath(requestId)}/cancel`, { reason });
    print(`Cancelled ${MAIL_ACTION_LABELS[done.action].toLowerCase()} (${done.id}).`);
    return 0;
  },
};

export const MAIL_REQUEST_COMMANDS: TOpsCommand[] = [REQUESTS, COMPLETE, CANCEL];
