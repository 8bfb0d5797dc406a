// `mail requests|complete|cancel` (issue 23, decision 0155): staff's side of what customers
// ask of letters: the open requests, oldest first; complete one (with the scan, or the
// tracking of a forwarding); cancel one, saying why.
import { MAIL_ACTION_LABELS, type TMailAction } from '@charterline/shared/schemas/mail';
import type { TMailDeps, TMailOptions } from './mail-commands';

export const MAIL_REQUEST_HELP = [
  `  mail requests [--status requested]       open mail requests, oldest first`,
  `  mail complete <requestId> [--scan f.pdf] [--tracking TEXT] [--note TEXT]`,
  `                                           complete one (open_scan/unlock need --scan)`,
  `  mail cancel <requestId> --reason TEXT    cancel one; the customer is told why`,
].join('\n');

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

const addressLine = (a: TForwardTo): string =>
  [a.name, a.line1, a.line2, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', ');

const linesOf = (r: TStaffRequest): string[] => [
  `${r.id}  ${r.status}  ${MAIL_ACTION_LABELS[r.action] ?? r.action}  (asked ${r.createdAt.slice(0, 10)})`,
  `  company: ${r.company} (${r.companyId})`,
  `  letter:  from ${r.sender}, ${r.category}, received ${r.receivedOn} (${r.itemId})`,
  ...(r.forwardTo ? [`  to:      ${addressLine(r.forwardTo)}`] : []),
  ...(r.note ? [`  note:    ${r.note}`] : []),
];

/** Runs `mail requests|complete|cancel …`; null for the other `mail` subcommands. */
export const runMailRequestCommand = async (
  args: string[],
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number | null> => {
  const [sub, id] = args;
  if (sub === 'requests') {
    const status = encodeURIComponent(options.status ?? 'requested');
    const rows = await deps.call<TStaffRequest[]>('GET', `/ops/v1/mail/requests?status=${status}`);
    if (rows.length === 0) deps.print('No mail requests.');
    for (const row of rows) deps.print(linesOf(row).join('\n'));
    return 0;
  }
  if (sub === 'complete') {
    const requestId = deps.need(id, '<requestId>');
    const form = new FormData();
    if (options.tracking) form.set('tracking', options.tracking);
    if (options.note) form.set('note', options.note);
    if (options.scan) {
      const file = deps.readFile(options.scan);
      form.set('scan', new Blob([file.bytes]), file.name);
    }
    const done = await deps.call<{ id: string; action: TMailAction }>(
      'POST',
      `/ops/v1/mail/requests/${encodeURIComponent(requestId)}/complete`,
      form,
    );
    deps.print(`Completed ${MAIL_ACTION_LABELS[done.action].toLowerCase()} (${done.id}).`);
    return 0;
  }
  if (sub === 'cancel') {
    const requestId = deps.need(id, '<requestId>');
    const reason = deps.need(options.reason, '--reason');
    const done = await deps.call<{ id: string; action: TMailAction }>(
      'POST',
      `/ops/v1/mail/requests/${encodeURIComponent(requestId)}/cancel`,
      { reason },
    );
    deps.print(`Cancelled ${MAIL_ACTION_LABELS[done.action].toLowerCase()} (${done.id}).`);
    return 0;
  }
  return null;
};
