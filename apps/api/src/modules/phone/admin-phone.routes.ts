import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import {
  PHONE_CALL_OUTCOMES,
  ZOpsInboundCall,
  ZOpsInboundText,
  ZPhoneLine,
} from '@charterline/shared/schemas/phone-line';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';
import { receiveUploads, type TUploadAccept } from '../documents';
import { attachRecording, callCompanyId } from './attach-recording';
import { AUDIO_SNIFF_BYTES, AUDIO_TYPE_MESSAGE, detectAudioType } from './audio-type';
import { deliverLocalCall, deliverLocalText } from './deliver-local';
import { listLines } from './phone-lines.repository';
import { toPhoneLine } from './phone-view';
import { UPLOAD_ANSWERS, uploadRateLimit } from '../documents';

const ZOpsText = successEnvelope(z.object({ id: z.string(), code: z.string().nullable() }));
const ZOpsCall = successEnvelope(
  z.object({
    id: z.string(),
    outcome: z.enum(PHONE_CALL_OUTCOMES),
    durationSeconds: z.number().int(),
    /** Cents taken from the credit for a forwarded call's minutes. */
    charged: z.number().int(),
  }),
);
const ZOpsRecording = successEnvelope(
  z.object({
    id: z.string(),
    outcome: z.enum(PHONE_CALL_OUTCOMES),
    hasRecording: z.boolean(),
    contentType: z.string().nullable(),
  }),
);
const UPLOAD_FAILURES = { ...ADMIN_FAILURES, ...UPLOAD_ANSWERS };
const AUDIO: TUploadAccept = {
  detect: detectAudioType,
  sniffBytes: AUDIO_SNIFF_BYTES,
  message: AUDIO_TYPE_MESSAGE,
};
const ZOpsLines = successEnvelope(z.array(ZPhoneLine.extend({ companyId: z.string() })));

/** Staff (`npm run ops -- sms|call|phones`): inbound texts and calls for the local provider. */
export const adminPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const localOnly = () => {
    if (app.config.PHONE_PROVIDER !== 'local') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Inbound texts and calls come from Twilio here (PHONE_PROVIDER=twilio).',
      });
    }
  };

  app.post(
    '/ops/v1/phone/sms',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Deliver an inbound text to a number (local provider)',
        body: ZOpsInboundText,
        response: { 200: ZOpsText, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      localOnly();
      return { status: 'success' as const, data: await deliverLocalText(app.db, request.body) };
    },
  );

  app.post(
    '/ops/v1/phone/calls',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Deliver an inbound call, with an optional voicemail (local provider)',
        body: ZOpsInboundCall,
        response: { 200: ZOpsCall, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      localOnly();
      return {
        status: 'success' as const,
        data: await deliverLocalCall(app.db, app.config.PHONE_ALLOWED_COUNTRIES, request.body),
      };
    },
  );

  app.post(
    '/ops/v1/phone/calls/:id/recording',
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary:
          "Attach a voicemail's audio: multipart file `recording` (MP3 or WAV, local provider)",
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOpsRecording, ...UPLOAD_FAILURES },
      },
    },
    async (request) => {
      localOnly();
      const { files } = await receiveUploads(app, request, {
        companyId: await callCompanyId(app.db, request.params.id),
        fileFields: ['recording'],
        accept: AUDIO,
      });
      const file = files[0];
      if (!file) throw new AppError('UPLOAD_NO_FILE', { field: 'recording' });
      await Promise.all(files.slice(1).map((f) => app.storage.remove(f.key)));
      const call = await attachRecording(app, { callId: request.params.id, file });
      return {
        status: 'success' as const,
        data: {
          id: call.id,
          outcome: call.outcome,
          hasRecording: Boolean(call.recordingKey),
          contentType: call.recordingContentType,
        },
      };
    },
  );

  app.get(
    '/ops/v1/phone/lines',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Phone lines, newest first',
        response: { 200: ZOpsLines, ...ADMIN_FAILURES },
      },
    },
    async () => ({
      status: 'success' as const,
      data: (await listLines(app.db)).map((r) => ({ ...toPhoneLine(r), companyId: r.companyId })),
    }),
  );
};
