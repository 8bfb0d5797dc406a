// The operations CLI's phone commands (issue 23, decision 0157): with the local provider, staff
// or a test deliver inbound texts and calls to a company's number.
import type { TOpsCommand, TOpsDeps } from './command';
import { deliverCall } from './phone-call';

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
const numberOf = async (ref: string | undefined, deps: TOpsDeps): Promise<string> => {
  const given = deps.need(ref, '<number|company>');
  if (!given.includes('@') && !UUID.test(given)) return given;
  const companyId = await deps.companyId(given);
  const lines = await deps.call<TLine[]>('GET', '/ops/v1/phone/lines');
  const line = lines.find((l) => l.companyId === companyId && l.status === 'active');
  if (!line) throw deps.fail(`${given} has no active phone line.`);
  return line.number;
};

const SMS: TOpsCommand = {
  name: 'sms',
  usage: 'sms <number|company> --from NUMBER --body TEXT',
  summary: 'deliver a text to the number (local provider)',
  run: async ({ positionals, options }, deps) => {
    const to = await numberOf(positionals[0], deps);
    const sent = await deps.call<{ id: string; code: string | null }>('POST', '/ops/v1/phone/sms', {
      to,
      from: deps.need(options.from, '--from NUMBER'),
      body: deps.need(options.body, '--body TEXT'),
    });
    deps.print(`Text delivered to ${to}${sent.code ? ` (code ${sent.code})` : ''}.`);
    return 0;
  },
};

const CALL: TOpsCommand = {
  name: 'call',
  usage: [
    'call <number|company> --from NUMBER [--minutes M]',
    '[--voicemail SECONDS --transcript TEXT --recording FILE.mp3|.wav]',
  ].join('\n'),
  summary: [
    'deliver a call: forwarded when the line forwards',
    '(to an allowed country, with credit for a minute)',
    "— M minutes long, charged the destination's rate",
    'a started minute (at most the minutes its credit',
    'held); 0: not answered, missed — else',
    'a voicemail of SECONDS (its audio uploaded from',
    'FILE), else a missed call',
  ].join('\n'),
  run: async ({ positionals, options }, deps) =>
    deliverCall(await numberOf(positionals[0], deps), options, deps),
};

const PHONES: TOpsCommand = {
  name: 'phones',
  usage: 'phones',
  summary: 'list the phone lines',
  run: async (_args, { call, print }) => {
    const lines = await call<TLine[]>('GET', '/ops/v1/phone/lines');
    if (lines.length === 0) print('No phone lines.');
    for (const l of lines) {
      const forward = l.forwardTo ? ` → ${l.forwardTo}` : '';
      const credit = `$${(l.creditBalance / 100).toFixed(2)}`;
      print(`${l.number}  ${l.status.padEnd(8)}  ${credit.padStart(8)}  ${l.companyId}${forward}`);
    }
    return 0;
  },
};

export const PHONE_COMMANDS: TOpsCommand[] = [SMS, CALL, PHONES];
