// The operations CLI's service commands (issue 18): staff list, read, move and note the
// services customers bought. Each move notifies the customer (the API does).
import type { TOpsCommand } from './command';
import { serviceLine, servicePath, serviceText, type TOpsService } from './service-lines';

const SERVICES: TOpsCommand = {
  name: 'services',
  usage: 'services [--company <company>] [--status STATUS]',
  summary: 'list services (newest first)',
  run: async ({ options }, { call, companyId, print }) => {
    const query = new URLSearchParams();
    if (options.company) query.set('companyId', await companyId(options.company));
    if (options.status) query.set('status', options.status.toUpperCase());
    const rows = await call<TOpsService[]>(
      'GET',
      `/ops/v1/services${query.size ? `?${query}` : ''}`,
    );
    if (rows.length === 0) print('No services.');
    for (const s of rows) print(serviceLine(s));
    return 0;
  },
};

const SERVICE: TOpsCommand = {
  name: 'service',
  usage: 'service <serviceId>',
  summary: 'show one service with its history',
  run: async ({ positionals }, { call, need, print }) => {
    const path = servicePath(need(positionals[0], '<serviceId>'));
    print(serviceText(await call<TOpsService>('GET', path)));
    return 0;
  },
};

const MOVE: TOpsCommand = {
  name: 'move',
  usage: 'move <serviceId> <STATUS> [--waiting-on TEXT] [--note TEXT]',
  summary: [
    'IN_PROGRESS, WAITING_ON_CUSTOMER (needs --waiting-on), ACTIVE (runs),',
    'DELIVERED, CANCELLED or REFUNDED; the customer is told',
  ].join('\n'),
  run: async ({ positionals, options }, { call, need, print }) => {
    const path = `${servicePath(need(positionals[0], '<serviceId>'))}/move`;
    const status = need(positionals[1], '<STATUS>').toUpperCase();
    const moved = await call<TOpsService>('POST', path, {
      status,
      ...(options['waiting-on'] ? { waitingOn: options['waiting-on'] } : {}),
      ...(options.note ? { note: options.note } : {}),
    });
    print(`Moved to ${moved.status}; the customer was notified.`);
    print(serviceText(moved));
    return 0;
  },
};

const NOTE: TOpsCommand = {
  name: 'note',
  usage: 'note <serviceId> TEXT',
  summary: "add a note to a service's history",
  run: async ({ positionals, options }, { call, need, print }) => {
    const path = `${servicePath(need(positionals[0], '<serviceId>'))}/notes`;
    const text = need(positionals.slice(1).join(' ') || options.note, 'TEXT');
    print(serviceText(await call<TOpsService>('POST', path, { note: text })));
    return 0;
  },
};

export const SERVICES_COMMANDS: TOpsCommand[] = [SERVICES, SERVICE, MOVE, NOTE];
