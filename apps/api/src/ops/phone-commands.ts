// The operations CLI's phone commands (issue 23, decision 0157): with the local provider, staff
// or a test deliver inbound texts and calls to a company's number.

export const PHONE_HELP = `  sms <number|company> --from NUMBER --body TEXT
                                           deliver a text to the number (local provider)
  call <number|company> --from NUMBER [--minutes M]
       [--voicemail SECONDS --transcript TEXT --recording FILE.mp3|.wav]
                                           deliver a call: forwarded when the line forwards
                                           (to an allowed country, with credit for a minute)
                                           — M minutes long, charged the destination's rate
                                           a started minute (at most the minutes its credit
                                           held); 0: not answered, missed — else
                                           a voicemail of SECONDS (its audio uploaded from
                                           FILE), else a missed call
  phones                                   list the phone lines`;

export type TPhoneOptions = {
  from?: string | undefined;
  body?: string | undefined;
  voicemail?: string | undefined;
  transcript?: string | undefined;
  minutes?: string | undefined;
  recording?: string | undefined;
};

export type TPhoneDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
  /** Reads a file for an upload (fails with a clear message when it cannot). */
  readFile: (path: string) => { bytes: Uint8Array; name: string };
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

const whole = (
  value: string | undefined,
  max: number,
  message: string,
  deps: TPhoneDeps,
): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw deps.fail(message);
  return n;
};

type TCallMade = { id: string; outcome: string; durationSeconds: number; charged: number };

/** `call`: deliver it, then upload the voicemail's audio when one is given. */
const deliverCall = async (
  ref: string | undefined,
  options: TPhoneOptions,
  deps: TPhoneDeps,
): Promise<number> => {
  const to = await numberOf(ref, deps);
  const voicemailSeconds = whole(options.voicemail, 600, '--voicemail is 0 to 600 seconds.', deps);
  const forwardedMinutes = whole(options.minutes, 240, '--minutes is 0 to 240.', deps);
  if (options.recording && !voicemailSeconds) {
    throw deps.fail('--recording needs --voicemail SECONDS (the recording is a voicemail).');
  }
  // Read before the call is delivered, so a missing file changes nothing.
  const audio = options.recording ? deps.readFile(options.recording) : null;
  const made = await deps.call<TCallMade>('POST', '/ops/v1/phone/calls', {
    to,
    from: deps.need(options.from, '--from NUMBER'),
    ...(voicemailSeconds === undefined ? {} : { voicemailSeconds }),
    ...(options.transcript ? { transcript: options.transcript } : {}),
    ...(forwardedMinutes === undefined ? {} : { forwardedMinutes }),
  });
  const charged = made.charged > 0 ? `, $${(made.charged / 100).toFixed(2)} of credit` : '';
  const length =
    made.outcome === 'forwarded' && forwardedMinutes !== undefined
      ? ` (${forwardedMinutes} min${charged})`
      : '';
  deps.print(`Call to ${to}: ${made.outcome}${length}.`);
  if (audio && made.outcome === 'voicemail') {
    const form = new FormData();
    form.set('recording', new Blob([new Uint8Array(audio.bytes)]), audio.name);
    const stored = await deps.call<{ contentType: string | null }>(
      'POST',
      `/ops/v1/phone/calls/${made.id}/recording`,
      form,
    );
    deps.print(`Recording attached (${stored.contentType ?? 'audio'}).`);
  } else if (audio) {
    deps.print('No voicemail was left (the line forwards): the recording was not attached.');
  }
  return 0;
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
  if (command === 'call') return deliverCall(args[0], options, deps);
  return null;
};
