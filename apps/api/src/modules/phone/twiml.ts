const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const x = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const doc = (inner: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`;

/** Nothing to say (a text was taken, or ignored). */
export const emptyTwiml = (): string => doc('');

/**
 * Ring the customer's forwarding number, showing the caller's number, for at most
 * `timeLimitSeconds` (the minutes of credit held for the call; Twilio's own default is 4 h);
 * when the dial ends Twilio posts its status and length to `actionUrl` (settled there).
 */
export const dialTwiml = (forwardTo: string, actionUrl: string, timeLimitSeconds: number): string =>
  doc(
    `<Dial timeout="25" timeLimit="${Math.max(1, Math.floor(timeLimitSeconds))}" action="${x(actionUrl)}" method="POST"><Number>${x(forwardTo)}</Number></Dial>`,
  );

/** The greeting, then a recording of up to 2 minutes; Twilio posts it to `callbackUrl`. */
export const voicemailTwiml = (callbackUrl: string): string =>
  doc(
    `<Say voice="Polly.Joanna">Please leave a message after the tone.</Say>` +
      `<Record maxLength="120" playBeep="true" transcribe="true" transcribeCallback="${x(callbackUrl)}" recordingStatusCallback="${x(callbackUrl)}" recordingStatusCallbackMethod="POST"/>`,
  );
