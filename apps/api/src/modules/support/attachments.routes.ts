import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSupportAttachmentsResponse } from '@charterline/shared/schemas/support';
import { sendFile } from '../../lib/http/send-file';
import { openSupportAttachment } from './attachments/open-support-attachment';
import { storeSupportUploads } from './attachments/support-attachments';
import {
  SUPPORT_BASE,
  SUPPORT_FAILURES,
  SUPPORT_SCOPED,
  supportCompany,
} from './support-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok } from '../../lib/http/route-kit';
import { UPLOAD_ANSWERS, uploadRateLimit } from '../documents';

/** Attachments: uploaded before a message is sent, then read back (helper B, decision 0162). */
export const supportAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.post(
    `${SUPPORT_BASE}/attachments`,
    {
      config: uploadRateLimit('customer'),
      schema: {
        ...SUPPORT_SCOPED,
        summary:
          'Upload 1–5 PDF, PNG or JPEG files to send with a message (multipart `file` parts)',
        consumes: ['multipart/form-data'],
        response: {
          201: ZSupportAttachmentsResponse,
          ...UPLOAD_ANSWERS,
          ...SUPPORT_FAILURES,
        },
      },
    },
    async (request, reply) => {
      const caller = companyCallerOf(request);
      const company = await supportCompany(app.db, caller);
      const data = await storeSupportUploads(app, request, {
        companyId: company.id,
        userId: caller.userId,
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    `${SUPPORT_BASE}/attachments/:id`,
    {
      schema: {
        ...SUPPORT_SCOPED,
        summary: 'An attachment’s bytes (shown inline; download=1 saves it)',
        params: z.object({ id: z.uuid() }),
        querystring: SUPPORT_SCOPED.querystring.extend({
          download: z.enum(['0', '1']).optional(),
        }),
        response: SUPPORT_FAILURES,
      },
    },
    async (request, reply) => {
      const caller = companyCallerOf(request);
      const company = await supportCompany(app.db, caller);
      const file = await openSupportAttachment(app, {
        companyId: company.id,
        userId: caller.userId,
        attachmentId: request.params.id,
      });
      return sendFile(reply, file, request.query.download === '1' ? 'attachment' : 'inline');
    },
  );
};
