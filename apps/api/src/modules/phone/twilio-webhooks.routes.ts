import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { endForwardedCall } from './end-forwarded-call';
import { createPhoneProvider } from './provider/create-phone-provider';
import { answerCall, recordVoicemail } from './receive-call';
import { receiveText } from './receive-text';
import { dialTwiml, emptyTwiml, voicemailTwiml } from './twiml';

const HOOKS = '/webhooks/twilio';
const hidden = { schema: { hide: true } };

/**
 * Twilio's webhooks (decision 0157): form-encoded (the parser is this plugin's only), signed
 * with X-Twilio-Signature over PUBLIC_URL + the path Twilio called and the form. A forged or
 * missing signature is 403 PHONE_WEBHOOK_SIGNATURE_INVALID and nothing is stored; a repeat
 * (the same MessageSid/CallSid) is answered the same and stores nothing more.
 */
export const twilioWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPhoneProvider(app.config, app.db);
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The form, once its signature is Twilio's. */
  const signedForm = (request: FastifyRequest): Record<string, string> => {
    const form = request.body;
    const params =
      form && typeof form === 'object' && !Array.isArray(form)
        ? Object.fromEntries(
            Object.entries(form as Record<string, unknown>).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          )
        : {};
    const signature = request.headers['x-twilio-signature'];
    const given = typeof signature === 'string' ? signature : undefined;
    if (!provider.verifyWebhook(`${base}${request.url}`, params, given)) {
      throw new AppError('PHONE_WEBHOOK_SIGNATURE_INVALID');
    }
    return params;
  };
  const field = (form: Record<string, string>, name: string): string => {
    const value = form[name];
    if (!value)
      throw new AppError('VALIDATION_ERROR', { field: name, message: `${name} is missing.` });
    return value;
  };

  app.post(`${HOOKS}/sms`, hidden, async (request, reply) => {
    const form = signedForm(request);
    const result = await receiveText(app.db, {
      to: field(form, 'To'),
      from: field(form, 'From'),
      body: form.Body ?? '',
      providerRef: field(form, 'MessageSid'),
    });
    if (result.outcome === 'unknown-number') {
      request.log.warn({ to: form.To }, 'phone: a text for a number with no active line');
    }
    return reply.type('text/xml').send(emptyTwiml());
  });

  app.post(`${HOOKS}/voice`, hidden, async (request, reply) => {
    const form = signedForm(request);
    const answer = await answerCall(app.db, app.config.PHONE_ALLOWED_COUNTRIES, {
      to: field(form, 'To'),
      from: field(form, 'From'),
      providerRef: field(form, 'CallSid'),
    });
    if (answer.kind === 'unknown-number') {
      request.log.warn({ to: form.To }, 'phone: a call for a number with no active line');
      return reply.type('text/xml').send(emptyTwiml());
    }
    const twiml =
      answer.kind === 'forward'
        ? dialTwiml(answer.forwardTo, `${base}/api${HOOKS}/dial`, answer.timeLimitSeconds)
        : voicemailTwiml(`${base}/api${HOOKS}/recording`);
    return reply.type('text/xml').send(twiml);
  });

  // The <Dial action>: the forwarded call ended. Answering nothing hangs up (no voicemail
  // after an unanswered forward in this version: the call is `missed`).
  app.post(`${HOOKS}/dial`, hidden, async (request, reply) => {
    const form = signedForm(request);
    const seconds = Number.parseInt(form.DialCallDuration ?? '0', 10);
    const ended = await endForwardedCall(app.db, app.config.PHONE_ALLOWED_COUNTRIES, {
      providerRef: field(form, 'CallSid'),
      status: form.DialCallStatus ?? 'completed',
      seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0,
    });
    if (ended.outcome === 'unknown-call') {
      request.log.warn({ callSid: form.CallSid }, 'phone: a dial status for an unknown call');
    }
    return reply.type('text/xml').send(emptyTwiml());
  });

  app.post(`${HOOKS}/recording`, hidden, async (request, reply) => {
    const form = signedForm(request);
    const seconds = Number.parseInt(form.RecordingDuration ?? '0', 10);
    await recordVoicemail(app.db, {
      providerRef: field(form, 'CallSid'),
      seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0,
      transcript: form.TranscriptionText?.trim() || null,
      recordingUrl: form.RecordingUrl ?? null,
    });
    return reply.type('text/xml').send(emptyTwiml());
  });
};
