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
import { ADMIN_COMMON, ADMIN_FAILURES } from '../admin/admin-route-options';
import { deliverLocalCall, deliverLocalText } from './deliver-local';
import { listLines } from './phone-lines.repository';
import { toPhoneLine } from './phone-view';

const ZOpsText = successEnvelope(z.object({ id: z.string(), code: z.string().nullable() }));
const ZOpsCall = successEnvelope(
  z.object({ id: z.string(), outcome: z.enum(PHONE_CALL_OUTCOMES) }),
);
const ZOpsLines = successEnvelope(z.array(ZPhoneLine.extend({ companyId: z.string() })));

/** Staff (`npm run ops -- sms|call|phones`): inbound texts and calls for the local provider. */
export const adminPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
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
      onRequest: app.requireAdmin,
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
      onRequest: app.requireAdmin,
      schema: {
        ...ADMIN_COMMON,
        summary: 'Deliver an inbound call, with an optional voicemail (local provider)',
        body: ZOpsInboundCall,
        response: { 200: ZOpsCall, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      localOnly();
      return { status: 'success' as const, data: await deliverLocalCall(app.db, request.body) };
    },
  );

  app.get(
    '/ops/v1/phone/lines',
    {
      onRequest: app.requireAdmin,
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
