// How `call` (decision 0157) delivers a call to a number: then uploads the voicemail's audio
// when one is given.
import type { TOpsDeps } from './command';
import type { TOpsOptions } from './options';

type TCallMade = { id: string; outcome: string; durationSeconds: number; charged: number };

const whole = (
  value: string | undefined,
  max: number,
  message: string,
  deps: TOpsDeps,
): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw deps.fail(message);
  return n;
};

/** Delivers a call to `to`, as the options describe it; prints what happened. */
export const deliverCall = async (
  to: string,
  options: TOpsOptions,
  deps: TOpsDeps,
): Promise<number> => {
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
