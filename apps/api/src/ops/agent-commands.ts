// The operations CLI's registered-agent commands (issue 36 item 1, decision 0187): our
// agent's office in each state.
import type { TOpsCommand } from './command';

type TOffice = {
  state: string;
  name: string;
  address: {
    line1: string;
    line2?: string | null;
    city: string;
    region?: string | null;
    postalCode?: string | null;
  };
  updatedAt: string;
};

const officeLine = (o: TOffice) =>
  [
    o.state,
    o.name,
    [
      o.address.line1,
      o.address.line2,
      o.address.city,
      [o.address.region, o.address.postalCode].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
  ].join('  ');

const AGENT_OFFICES: TOpsCommand = {
  name: 'agent-offices',
  usage: 'agent-offices',
  summary: "our registered agent's office in each state recorded",
  run: async (_args, { call, print }) => {
    const offices = await call<TOffice[]>('GET', '/ops/v1/agent-offices');
    if (offices.length === 0) print('No office recorded yet.');
    for (const o of offices) print(officeLine(o));
    return 0;
  },
};

const AGENT_OFFICE: TOpsCommand = {
  name: 'agent-office',
  usage: 'agent-office <STATE> --name TEXT --line1 TEXT [--line2 TEXT] --city TEXT --postal CODE',
  summary:
    "record our agent's name and street address in a state\n(the profile and company card show it)",
  run: async ({ positionals, options }, { call, need, print }) => {
    const state = need(positionals[0], '<STATE>').toUpperCase();
    const office = await call<TOffice>('PUT', `/ops/v1/agent-offices/${state}`, {
      name: need(options.name, '--name'),
      address: {
        line1: need(options.line1, '--line1'),
        ...(options.line2 ? { line2: options.line2 } : {}),
        city: need(options.city, '--city'),
        region: state,
        postalCode: need(options.postal, '--postal'),
        country: 'US',
      },
    });
    print(`Recorded: ${officeLine(office)}`);
    return 0;
  },
};

export const AGENT_COMMANDS: TOpsCommand[] = [AGENT_OFFICES, AGENT_OFFICE];
