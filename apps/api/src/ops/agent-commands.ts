// The operations CLI's registered-agent and state-record commands (issue 36 items 1 and 9,
// decision 0187): our agent's office in each state, and the file number a state gave a company.

export const AGENT_HELP = `  agent-offices                            our registered agent's office in each state recorded
  agent-office <STATE> --name TEXT --line1 TEXT [--line2 TEXT] --city TEXT --postal CODE
                                           record our agent's name and street address in a state
                                           (the profile and company card show it)
  file-number <company> <NUMBER>           record (or correct) the state's file number of a
                                           formed company (also: step … STATE_FILING_COMPLETED
                                           --file-number NUMBER)`;

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

export type TAgentDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  print: (line: string) => void;
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

/** Runs the commands above; null when `command` is none of them. */
export const runAgentCommand = async (
  command: string,
  args: string[],
  options: {
    name?: string | undefined;
    line1?: string | undefined;
    line2?: string | undefined;
    city?: string | undefined;
    postal?: string | undefined;
  },
  deps: TAgentDeps,
): Promise<number | null> => {
  switch (command) {
    case 'agent-offices': {
      const offices = await deps.call<TOffice[]>('GET', '/ops/v1/agent-offices');
      if (offices.length === 0) deps.print('No office recorded yet.');
      for (const o of offices) deps.print(officeLine(o));
      return 0;
    }
    case 'agent-office': {
      const state = deps.need(args[0], '<STATE>').toUpperCase();
      const office = await deps.call<TOffice>('PUT', `/ops/v1/agent-offices/${state}`, {
        name: deps.need(options.name, '--name'),
        address: {
          line1: deps.need(options.line1, '--line1'),
          ...(options.line2 ? { line2: options.line2 } : {}),
          city: deps.need(options.city, '--city'),
          region: state,
          postalCode: deps.need(options.postal, '--postal'),
          country: 'US',
        },
      });
      deps.print(`Recorded: ${officeLine(office)}`);
      return 0;
    }
    case 'file-number': {
      const id = await deps.companyId(args[0]);
      const number = deps.need(args[1], '<NUMBER>');
      await deps.call('POST', `/ops/v1/companies/${id}/state-file-number`, {
        stateFileNumber: number,
      });
      deps.print(`Recorded state file number ${number}.`);
      return 0;
    }
    default:
      return null;
  }
};
