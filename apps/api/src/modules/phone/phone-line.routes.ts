import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPhoneCallsResponse,
  ZPhoneLinePatch,
  ZPhoneLineResponse,
  ZPhonePageQuery,
  ZPhoneSendText,
  ZPhoneSummaryResponse,
  ZPhoneTextsResponse,
} from '@charterline/shared/schemas/phone-line';
import { MAIL_FAILURES } from '../mailbox';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZCompanyQuery } from '../../lib/http/route-kit';
import { changePhoneLine } from './change-phone-line';
import { PHONE_BASE, PHONE_COMMON, ZPhoneCallParams } from './phone-route-options';
import { createPhoneProvider } from './provider/create-phone-provider';
import { readRecording } from './read-recording';
import { markTextsRead, readPhoneCalls, readPhoneSummary, readPhoneTexts } from './read-phone';
import { sendPhoneText } from './send-phone-text';

const SCOPED = { ...PHONE_COMMON, querystring: ZCompanyQuery };

/** The customer's US number (issue 23, decision 0157): summary, settings, texts, calls. */
export const phoneLineRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const provider = createPhoneProvider(app.config, app.db);
  const allowed = app.config.PHONE_ALLOWED_COUNTRIES;
  const page = (q: { page: number; pageSize: number }) => ({ page: q.page, pageSize: q.pageSize });

  app.get(
    PHONE_BASE,
    {
      schema: {
        ...SCOPED,
        summary: 'The US number (or whether one is pending), prices and unread texts',
        response: { 200: ZPhoneSummaryResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => ok(await readPhoneSummary(app.db, allowed, companyCallerOf(request))),
  );

  app.patch(
    `${PHONE_BASE}/line`,
    {
      schema: {
        ...SCOPED,
        summary:
          'Where calls are forwarded (an allowed country), and whether texts and voicemails are e-mailed',
        body: ZPhoneLinePatch,
        response: { 200: ZPhoneLineResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(await changePhoneLine(app.db, allowed, companyCallerOf(request), request.body)),
  );

  app.get(
    `${PHONE_BASE}/texts`,
    {
      schema: {
        ...PHONE_COMMON,
        summary: 'Texts received and sent, newest first',
        querystring: ZPhonePageQuery,
        response: { 200: ZPhoneTextsResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(await readPhoneTexts(app.db, companyCallerOf(request), page(request.query))),
  );

  app.post(
    `${PHONE_BASE}/texts/read`,
    {
      schema: {
        ...SCOPED,
        summary: 'Mark every text read (answers the first page)',
        response: { 200: ZPhoneTextsResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => ok(await markTextsRead(app.db, companyCallerOf(request), new Date())),
  );

  app.post(
    `${PHONE_BASE}/texts/send`,
    {
      schema: {
        ...SCOPED,
        summary:
          'Send a text from the US number to an allowed country (its segments at the destination rate, from the credit); answers the line',
        body: ZPhoneSendText,
        response: { 200: ZPhoneLineResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(await sendPhoneText(app.db, provider, allowed, companyCallerOf(request), request.body)),
  );

  app.get(
    `${PHONE_BASE}/calls`,
    {
      schema: {
        ...PHONE_COMMON,
        summary: 'Calls received, newest first',
        querystring: ZPhonePageQuery,
        response: { 200: ZPhoneCallsResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(await readPhoneCalls(app.db, companyCallerOf(request), page(request.query))),
  );

  app.get(
    `${PHONE_BASE}/calls/:id/recording`,
    {
      schema: {
        ...SCOPED,
        summary: "A voicemail's recording (audio; 404 when none)",
        params: ZPhoneCallParams,
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, storage: app.storage, provider };
      const audio = await readRecording(deps, companyCallerOf(request), request.params.id);
      return reply
        .type(audio.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(audio.body);
    },
  );
};
