import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import {
  MAIL_ACTIONS,
  MAIL_CATEGORIES,
  MAIL_REQUEST_STATUSES,
  ZMailRequest,
} from '@charterline/shared/schemas/mail';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { receiveUploads, UPLOAD_ANSWERS, uploadRateLimit } from '../documents';
import { createStripeClient } from '../payments';
import { toMailRequest } from './items/mail-item-view';
import { staffCancelMailRequest } from './requests/cancel-mail-request';
import { completeMailRequest } from './requests/complete-mail-request';
import { listStaffMailRequests } from './requests/list-staff-mail-requests';
import { findMailRequest } from './requests/mail-requests.repository';

const ZStaffMailRequest = ZMailRequest.extend({
  companyId: z.string(),
  company: z.string(),
  itemId: z.string(),
  sender: z.string(),
  category: z.enum(MAIL_CATEGORIES),
  receivedOn: z.string(),
  action: z.enum(MAIL_ACTIONS),
});
const ZFields = z.object({
  tracking: z.string().trim().max(200).optional(),
  note: z.string().trim().max(2000).optional(),
});
const params = z.object({ id: z.uuid() });

/** Staff's side of mail requests (`npm run ops -- mail requests|complete|cancel`). */
export const adminMailRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const stripe = app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  app.get(
    '/ops/v1/mail/requests',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Open mail requests (default: requested), oldest first, with company and letter',
        querystring: z.object({ status: z.enum(MAIL_REQUEST_STATUSES).optional() }),
        response: { 200: successEnvelope(z.array(ZStaffMailRequest)), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listStaffMailRequests(app.db, request.query.status ?? 'requested'),
    }),
  );

  app.post(
    '/ops/v1/mail/requests/:id/complete',
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary:
          'Complete a mail request: multipart, `scan` (PDF, for open_scan/unlock), fields tracking, note',
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: successEnvelope(ZMailRequest),
          ...ADMIN_FAILURES,
          ...UPLOAD_ANSWERS,
        },
      },
    },
    async (request) => {
      const found = await findMailRequest(app.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', { message: 'There is no such request.' });
      const { files, fields } = await receiveUploads(app, request, {
        companyId: found.companyId,
        fileFields: ['scan'],
        filesOptional: true,
      });
      const parsed = ZFields.safeParse(fields);
      if (!parsed.success) {
        await Promise.all(files.map((f) => app.storage.remove(f.key)));
        const field = String(parsed.error.issues[0]?.path[0] ?? 'tracking');
        throw new AppError('VALIDATION_ERROR', {
          field,
          message: parsed.error.issues[0]?.message ?? 'Invalid',
        });
      }
      const [scan = null, ...more] = files;
      await Promise.all(more.map((f) => app.storage.remove(f.key)));
      const done = await completeMailRequest(
        { db: app.db, storage: app.storage },
        {
          requestId: request.params.id,
          scan,
          tracking: parsed.data.tracking || null,
          note: parsed.data.note || null,
          actor: adminActorOf(request),
          now: new Date(),
        },
      );
      return { status: 'success' as const, data: toMailRequest(done) };
    },
  );

  app.post(
    '/ops/v1/mail/requests/:id/cancel',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Cancel an open mail request, saying why (the customer is e-mailed)',
        params,
        body: z.object({ reason: z.string().trim().min(1, 'Say why').max(1000) }),
        response: { 200: successEnvelope(ZMailRequest), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const done = await staffCancelMailRequest(
        { db: app.db, stripe },
        {
          requestId: request.params.id,
          reason: request.body.reason,
          actor: adminActorOf(request),
          now: new Date(),
        },
      );
      return { status: 'success' as const, data: toMailRequest(done) };
    },
  );
};
