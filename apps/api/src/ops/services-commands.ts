// The operations CLI's service commands (issue 18): staff list, read, move, note and attach
// files to the services customers bought. Each move notifies the customer (the API does).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export const SERVICES_HELP = `  services [--company <company>] [--status STATUS]
                                           list services (newest first)
  service <serviceId>                      show one service with its history
  move <serviceId> <STATUS> [--waiting-on TEXT] [--note TEXT]
                                           IN_PROGRESS, WAITING_ON_CUSTOMER (needs --waiting-on), ACTIVE (runs),
                                           DELIVERED, CANCELLED or REFUNDED; the customer is told
  note <serviceId> TEXT                    add a note to a service's history
  attach-service <serviceId> <file.pdf> --title TEXT
                                           attach a PDF to a service (and the company's documents)`;

type TOpsService = {
  id: string;
  companyId: string;
  productKey: string;
  name: string;
  status: string;
  waitingOn: string | null;
  includedIn: string | null;
  orderedAt: string;
  deliveredAt: string | null;
  subscription: { status: string; termEndsAt: string; cancelAtTermEnd: boolean } | null;
  events: {
    at: string;
    actor: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    documentId: string | null;
  }[];
};

export type TServicesDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

export type TServicesOptions = {
  company?: string | undefined;
  status?: string | undefined;
  'waiting-on'?: string | undefined;
  note?: string | undefined;
  title?: string | undefined;
};

const line = (s: TOpsService): string =>
  [
    s.id,
    s.status.padEnd(19),
    s.productKey.padEnd(28),
    s.orderedAt.slice(0, 10),
    s.includedIn ? `(in ${s.includedIn})` : '',
  ]
    .join('  ')
    .trimEnd();

const show = (s: TOpsService): string =>
  [
    `${s.name}  ${s.status}`,
    `  id:        ${s.id}`,
    `  company:   ${s.companyId}`,
    `  product:   ${s.productKey}${s.includedIn ? ` (included in ${s.includedIn})` : ''}`,
    `  ordered:   ${s.orderedAt}`,
    ...(s.waitingOn ? [`  waiting on the customer: ${s.waitingOn}`] : []),
    ...(s.deliveredAt ? [`  delivered: ${s.deliveredAt}`] : []),
    ...(s.subscription
      ? [
          `  renews:    ${s.subscription.termEndsAt} (${s.subscription.status}${s.subscription.cancelAtTermEnd ? ', cancelled at term end' : ''})`,
        ]
      : []),
    '  history:',
    ...s.events.map(
      (e) =>
        `    ${e.at}  ${e.actor}  ${e.fromStatus ?? '-'} → ${e.toStatus}${e.note ? `  "${e.note}"` : ''}${e.documentId ? `  [document ${e.documentId}]` : ''}`,
    ),
  ].join('\n');

/** Runs a service command; null when `command` is not one of them. */
export const runServicesCommand = async (
  command: string,
  args: string[],
  options: TServicesOptions,
  deps: TServicesDeps,
): Promise<number | null> => {
  const { call, need, print } = deps;
  const base = (id: string | undefined) =>
    `/ops/v1/services/${encodeURIComponent(need(id, '<serviceId>'))}`;
  switch (command) {
    case 'services': {
      const query = new URLSearchParams();
      if (options.company) query.set('companyId', await deps.companyId(options.company));
      if (options.status) query.set('status', options.status.toUpperCase());
      const rows = await call<TOpsService[]>(
        'GET',
        `/ops/v1/services${query.size ? `?${query}` : ''}`,
      );
      if (rows.length === 0) print('No services.');
      for (const s of rows) print(line(s));
      return 0;
    }
    case 'service': {
      print(show(await call<TOpsService>('GET', base(args[0]))));
      return 0;
    }
    case 'move': {
      const path = `${base(args[0])}/move`;
      const status = need(args[1], '<STATUS>').toUpperCase();
      const moved = await call<TOpsService>('POST', path, {
        status,
        ...(options['waiting-on'] ? { waitingOn: options['waiting-on'] } : {}),
        ...(options.note ? { note: options.note } : {}),
      });
      print(`Moved to ${moved.status}; the customer was notified.`);
      print(show(moved));
      return 0;
    }
    case 'note': {
      const path = `${base(args[0])}/notes`;
      const text = need(args.slice(1).join(' ') || options.note, 'TEXT');
      print(show(await call<TOpsService>('POST', path, { note: text })));
      return 0;
    }
    case 'attach-service': {
      const path = `${base(args[0])}/documents`;
      const file = need(args[1], '<file.pdf>');
      let content: Buffer;
      try {
        content = readFileSync(file);
      } catch {
        throw deps.fail(`Cannot read ${file}.`);
      }
      const doc = await call<{ id: string; fileName: string }>('POST', path, {
        title: need(options.title, '--title'),
        fileName: basename(file),
        contentBase64: content.toString('base64'),
      });
      print(`Attached ${doc.fileName} (${doc.id}).`);
      return 0;
    }
    default:
      return null;
  }
};
