import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyDocument } from '@charterline/shared/schemas/company';
import { ZErrorEnvelope, successEnvelope } from '@charterline/shared/schemas/envelope';
import { SERVICE_STATUSES, ZService } from '@charterline/shared/schemas/services';
import { MAX_DOCUMENT_BYTES } from '../documents';
import {
  attachServiceDocument,
  noteService,
  moveService,
  listServicesForStaff,
  readServiceForStaff,
} from '../services';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';

const ZOpsService = ZService.extend({ companyId: z.string() });
const ZOpsServiceResponse = successEnvelope(ZOpsService);
const idParams = z.object({ id: z.uuid() });

/** Staff follow and move services (`npm run ops -- services | service | move | note | attach-service`). */
export const adminServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const one = async (id: string) => ({
    status: 'success' as const,
    data: await readServiceForStaff(app.db, id),
  });

  app.get(
    '/ops/v1/services',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Services, newest first (at most 500), by company and status',
        querystring: z.object({
          companyId: z.uuid().optional(),
          status: z.enum(SERVICE_STATUSES).optional(),
        }),
        response: { 200: successEnvelope(z.array(ZOpsService)), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listServicesForStaff(app.db, request.query),
    }),
  );

  app.get(
    '/ops/v1/services/:id',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'One service with its history',
        params: idParams,
        response: { 200: ZOpsServiceResponse, ...ADMIN_FAILURES },
      },
    },
    (request) => one(request.params.id),
  );

  app.post(
    '/ops/v1/services/:id/move',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Move a service (WAITING_ON_CUSTOMER needs waitingOn); the customer is told',
        params: idParams,
        body: z.object({
          status: z.enum(SERVICE_STATUSES),
          waitingOn: z.string().trim().min(3).max(500).optional(),
          note: z.string().trim().min(1).max(2000).optional(),
        }),
        response: { 200: ZOpsServiceResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await moveService(app.db, {
        serviceId: request.params.id,
        to: request.body.status,
        waitingOn: request.body.waitingOn,
        note: request.body.note,
        actor: adminActorOf(request),
      });
      return one(request.params.id);
    },
  );

  app.post(
    '/ops/v1/services/:id/notes',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "Add a note to a service's history",
        params: idParams,
        body: z.object({ note: z.string().trim().min(1).max(2000) }),
        response: { 200: ZOpsServiceResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await noteService(app.db, {
        serviceId: request.params.id,
        note: request.body.note,
        actor: adminActorOf(request),
      });
      return one(request.params.id);
    },
  );

  app.post(
    '/ops/v1/services/:id/documents',
    {
      bodyLimit: Math.ceil(MAX_DOCUMENT_BYTES * 1.4) + 4096,
      schema: {
        ...ADMIN_COMMON,
        summary: 'Attach a PDF to a service (a company document and an event naming it)',
        params: idParams,
        body: z.object({
          title: z.string().trim().min(1).max(120),
          fileName: z.string().trim().min(1).max(200),
          contentBase64: z.base64(),
        }),
        response: {
          200: successEnvelope(ZCompanyDocument),
          ...ADMIN_FAILURES,
          413: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await attachServiceDocument(
        app.db,
        { serviceId: request.params.id, actor: adminActorOf(request), ...request.body },
        app.storage,
      ),
    }),
  );
};
