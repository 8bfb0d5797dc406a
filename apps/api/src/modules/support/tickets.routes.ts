import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSupportAboutQuery,
  ZSupportAboutResponse,
  ZSupportListQuery,
  ZSupportListResponse,
  ZSupportRating,
  ZSupportReply,
  ZSupportTicketCreate,
  ZSupportTicketResponse,
} from '@charterline/shared/schemas/support';
import { scheduleOf } from './business-hours';
import {
  SUPPORT_BASE,
  SUPPORT_COMMON,
  SUPPORT_FAILURES,
  SUPPORT_SCOPED,
  supportCompany,
} from './support-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { closeTicket } from './tickets/close-ticket';
import { createSupportTicket } from './tickets/create-support-ticket';
import { listSupportTickets } from './tickets/list-support-tickets';
import { markTicketRead } from './tickets/mark-ticket-read';
import { previewAbout } from './tickets/preview-about';
import { rateTicket } from './tickets/rate-ticket';
import { readSupportTicket } from './tickets/read-support-ticket';
import { reopenTicket } from './tickets/reopen-ticket';
import { replyToTicket } from './tickets/reply-to-ticket';
import { resolveTicket } from './tickets/resolve-ticket';

const TICKETS = `${SUPPORT_BASE}/tickets`;
const ZTicketParams = z.object({ id: z.uuid() });

/** The caller's company, the ticket named in the path and the clock: what each action takes. */
const ticketCallOf = async (app: FastifyInstance, request: FastifyRequest) => {
  const caller = companyCallerOf(request);
  const company = await supportCompany(app.db, caller);
  const { id } = request.params as { id: string };
  return { userId: caller.userId, companyId: company.id, ticketId: id, now: new Date() };
};

/** The customer's tickets: list, open, read, reply, resolve, close, reopen, rate (issue 24). */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const schedule = scheduleOf(app.config);
  const one = { ...SUPPORT_SCOPED, params: ZTicketParams };
  const answersTicket = { 200: ZSupportTicketResponse, ...SUPPORT_FAILURES };

  app.get(
    TICKETS,
    {
      schema: {
        ...SUPPORT_COMMON,
        summary: "The company's tickets by tab, newest activity first; search by number or words",
        querystring: ZSupportListQuery,
        response: { 200: ZSupportListResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request) => {
      const company = await supportCompany(app.db, companyCallerOf(request));
      return ok(await listSupportTickets(app.db, company.id, request.query));
    },
  );

  app.post(
    TICKETS,
    {
      schema: {
        ...SUPPORT_SCOPED,
        summary: 'Open a ticket (its first message, attachments uploaded before, what it is about)',
        body: ZSupportTicketCreate,
        response: { 201: ZSupportTicketResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request, reply) => {
      const caller = companyCallerOf(request);
      const company = await supportCompany(app.db, caller);
      const ticket = await createSupportTicket(app.db, {
        companyId: company.id,
        userId: caller.userId,
        ticket: request.body,
        schedule,
        now: new Date(),
      });
      return reply.code(201).send(ok(ticket));
    },
  );

  app.get(
    `${TICKETS}/:id`,
    {
      schema: {
        ...one,
        summary: 'One ticket with its conversation and what the customer may do',
        response: answersTicket,
      },
    },
    async (request) => ok(await readSupportTicket(app.db, await ticketCallOf(app, request))),
  );

  app.post(
    `${TICKETS}/:id/messages`,
    {
      schema: {
        ...one,
        summary: 'Write on the ticket (a resolved one goes back to us; a closed one is refused)',
        body: ZSupportReply,
        response: answersTicket,
      },
    },
    async (request) => {
      const call = await ticketCallOf(app, request);
      return ok(await replyToTicket(app.db, { ...call, ...request.body, schedule }));
    },
  );

  app.post(
    `${TICKETS}/:id/read`,
    {
      schema: {
        ...one,
        summary: 'The customer has seen the ticket (it is no longer unread)',
        response: { 200: ZDoneResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request) => {
      await markTicketRead(app.db, await ticketCallOf(app, request));
      return { status: 'success' as const, message: 'Marked as read.' };
    },
  );

  app.post(
    `${TICKETS}/:id/resolve`,
    {
      schema: { ...one, summary: 'The customer says it is settled', response: answersTicket },
    },
    async (request) => ok(await resolveTicket(app.db, await ticketCallOf(app, request))),
  );

  app.post(
    `${TICKETS}/:id/close`,
    {
      schema: { ...one, summary: 'Close the ticket', response: answersTicket },
    },
    async (request) => ok(await closeTicket(app.db, await ticketCallOf(app, request))),
  );

  app.post(
    `${TICKETS}/:id/reopen`,
    {
      schema: {
        ...one,
        summary: 'Reopen a resolved or closed ticket (within 30 days)',
        response: answersTicket,
      },
    },
    async (request) =>
      ok(await reopenTicket(app.db, { ...(await ticketCallOf(app, request)), schedule })),
  );

  app.post(
    `${TICKETS}/:id/rating`,
    {
      schema: {
        ...one,
        summary: 'Rate the answer once resolved (again replaces it)',
        body: ZSupportRating,
        response: answersTicket,
      },
    },
    async (request) =>
      ok(await rateTicket(app.db, { ...(await ticketCallOf(app, request)), rating: request.body })),
  );

  app.get(
    `${SUPPORT_BASE}/about`,
    {
      schema: {
        ...SUPPORT_COMMON,
        summary: 'What a ticket opened from that page is about, and its likely category',
        querystring: ZSupportAboutQuery,
        response: { 200: ZSupportAboutResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request) => {
      const company = await supportCompany(app.db, companyCallerOf(request));
      const { kind, id } = request.query;
      return ok(await previewAbout(app.db, company.id, { kind, id }));
    },
  );
};
