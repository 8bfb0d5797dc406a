import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZOpsSupportListQuery,
  ZOpsSupportNote,
  ZOpsSupportPatch,
  ZOpsSupportReply,
  ZOpsSupportTicket,
  ZSupportAttachment,
} from '@charterline/shared/schemas/support';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { findCompany } from '../companies';
import { storeSupportUploads } from './attachments/support-attachments';
import { scheduleOf } from './business-hours';
import { OPS_SUPPORT_BASE } from './support-route-options';
import { addStaffNote } from './staff/add-staff-note';
import { changeTicket } from './staff/change-ticket';
import { listStaffTickets } from './staff/list-staff-tickets';
import { opsTicketOf } from './staff/ops-ticket-view';
import { replyAsStaff } from './staff/reply-as-staff';
import { findStaffTicket } from './staff/staff-tickets.repository';
import { UPLOAD_ANSWERS, uploadRateLimit } from '../documents';

const ZOpsTicketResponse = successEnvelope(ZOpsSupportTicket);
/** The uuid or the number ("1042"; "#1042" arrives as %231042). */
const params = z.object({ ref: z.string().trim().min(1).max(40) });
const UPLOAD_FAILURES = { ...ADMIN_FAILURES, ...UPLOAD_ANSWERS };

/** Staff's side (`npm run ops -- tickets …`, decision 0163): the queue and every change. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const ticketAnswer = async (ref: string) => ({
    status: 'success' as const,
    data: await opsTicketOf(app.db, await findStaffTicket(app.db, ref), { messages: true }),
  });

  app.get(
    `${OPS_SUPPORT_BASE}/tickets`,
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'The queue: what we owe soonest due first (awaiting), or by status, newest first',
        querystring: ZOpsSupportListQuery,
        response: { 200: successEnvelope(z.array(ZOpsSupportTicket)), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listStaffTickets(app.db, request.query),
    }),
  );

  app.get(
    `${OPS_SUPPORT_BASE}/tickets/:ref`,
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'One ticket with every message, internal notes included',
        params,
        response: { 200: ZOpsTicketResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => ticketAnswer(request.params.ref),
  );

  app.post(
    `${OPS_SUPPORT_BASE}/tickets/:ref/replies`,
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Answer the customer (e-mailed with a link, never the text)',
        params,
        body: ZOpsSupportReply,
        response: { 200: ZOpsTicketResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const done = await replyAsStaff(app.db, {
        ref: request.params.ref,
        ...request.body,
        actor: adminActorOf(request),
        now: new Date(),
      });
      return ticketAnswer(done.id);
    },
  );

  app.post(
    `${OPS_SUPPORT_BASE}/tickets/:ref/notes`,
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Add an internal note (never shown to the customer)',
        params,
        body: ZOpsSupportNote,
        response: { 200: ZOpsTicketResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const done = await addStaffNote(app.db, {
        ref: request.params.ref,
        ...request.body,
        now: new Date(),
      });
      return ticketAnswer(done.id);
    },
  );

  app.patch(
    `${OPS_SUPPORT_BASE}/tickets/:ref`,
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Set the status, priority or assignee (null or "" unassigns)',
        params,
        body: ZOpsSupportPatch,
        response: { 200: ZOpsTicketResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const done = await changeTicket(app.db, {
        ref: request.params.ref,
        ...request.body,
        schedule: scheduleOf(app.config),
        actor: adminActorOf(request),
        now: new Date(),
      });
      return ticketAnswer(done.id);
    },
  );

  app.post(
    `${OPS_SUPPORT_BASE}/attachments`,
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary: "Upload files for a reply: multipart `file` parts, for the company's ticket",
        consumes: ['multipart/form-data'],
        querystring: z.object({ company: z.uuid() }),
        response: { 200: successEnvelope(z.array(ZSupportAttachment)), ...UPLOAD_FAILURES },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.query.company);
      if (!company) throw new AppError('NOT_FOUND', { message: 'There is no such company.' });
      return {
        status: 'success' as const,
        data: await storeSupportUploads(app, request, { companyId: company.id, userId: null }),
      };
    },
  );
};
