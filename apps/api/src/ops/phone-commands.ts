// The operations CLI's phone commands (issue 23, decision 0157): with the local provider, staff
// or a test deliver inbound texts and calls to a company's number.
export const PHONE_HELP = `  sms <number|company> --from NUMBER --body TEXT
                                           deliver a text to the number (local provider)
  call <number|company> --from NUMBER [--voicemail SECONDS --transcript TEXT]
                                           deliver a call: forwarded when the line forwards,
                                           else a voicemail of SECONDS, else a missed call
  phones                                   list the phone lines`;

export type TPhoneOptions = {
  from?: string | undefined;
  body?: string | undefined;
  voicemail?: string | undefined;
  transcript?: string | undefined;
};

export type TPhoneDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

type TLine = {
  companyId: string;
  number: string;
  display: string;
  status: string;
  forwardTo: string | null;
  creditBalance: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The number to deliver to: given, or the active line of the company named. */
const numberOf = async (ref: string | undefined, deps: TPhoneDeps): Promise<string> => {
  const given = deps.need(ref, '<number|company>');
  if (!given.includes('@') && !UUID.test(given)) return given;
  const companyId = await deps.companyId(given);
  const lines = await deps.call<TLine[]>('GET', '/ops/v1/phone/lines');
  const line = lines.find((l) => l.companyId === companyId && l.status === 'active');
  if (!line) throw deps.fail(`${given} has no active phone line.`);
  return line.number;
};

const seconds = (value: string | undefined, deps: TPhoneDeps): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 600) throw deps.fail('--voicemail is 0 to 600 seconds.');
  return n;
};

/** Runs `sms`, `call` and `phones`; null when `command` is another. */
export const runPhoneCommand = async (
  command: string,
  args: string[],
  options: TPhoneOptions,
  deps: TPhoneDeps,
): Promise<number | null> => {
  if (command === 'phones') {
    const lines = await deps.call<TLine[]>('GET', '/ops/v1/phone/lines');
    if (lines.length === 0) deps.print('No phone lines.');
    for (const l of lines) {
      const forward = l.forwardTo ? ` → ${l.forwardTo}` : '';
      const credit = `$${(l.creditBalance / 100).toFixed(2)}`;
      deps.print(
        `${l.number}  ${l.status.padEnd(8)}  ${credit.padStart(8)}  ${l.companyId}${forward}`,
      );
    }
    return 0;
  }
  if (command === 'sms') {
    const to = await numberOf(args[0], deps);
    const sent = await deps.call<{ id: string; code: string | null }>('POST', '/ops/v1/phone/sms', {
      to,
      from: deps.need(options.from, '--from NUMBER'),
      body: deps.need(options.body, '--body TEXT'),
    });
    deps.print(`Text delivered to ${to}${sent.code ? ` (code ${sent.code})` : ''}.`);
    return 0;
  }
  if (command === 'call') {
    const to = await numberOf(args[0], deps);
    const voicemailSeconds = seconds(options.voicemail, deps);
    const made = await deps.call<{ id: string; outcome: string }>('POST', '/ops/v1/phone/calls', {
      to,
      from: deps.need(options.from, '--from NUMBER'),
      ...(voicemailSeconds === undefined ? {} : { voicemailSeconds }),
      ...(options.transcript ? { transcript: options.transcript } : {}),
    });
    deps.print(`Call to ${to}: ${made.outcome}.`);
    return 0;
  }
  return null;
};
