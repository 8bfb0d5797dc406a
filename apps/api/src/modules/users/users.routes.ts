import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse, ZMessageResponse } from '@charterline/shared/schemas/auth';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZChangePasswordRequest,
  ZConfirmEmailChangeRequest,
  ZEmailChangeConfirmedResponse,
  ZEmailChangeRequest,
  ZUpdateProfileRequest,
} from '@charterline/shared/schemas/profile';
import { callerOf } from '../../lib/http/caller';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { changePassword } from './change-password';
import { getMe, updateProfile } from './users.service';

const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 409: ZErrorEnvelope };
const minutes = (n: number) => n * 60_000;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { publicUrl: app.config.PUBLIC_URL, appName: app.config.APP_NAME };
  const signedIn = { onRequest: app.authenticate };
  const doc = (summary: string) => ({ tags: ['auth'], summary, security: [{ bearer: [] }] });

  app.get(
    '/client/v9/me',
    {
      ...signedIn,
      schema: { ...doc('The signed-in user'), response: { 200: ZMeResponse, 401: ZErrorEnvelope } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getMe(app.db, callerOf(request).userId),
    }),
  );

  app.post(
    '/client/v9/me/profile',
    {
      ...signedIn,
      schema: {
        ...doc('Change your name and phone'),
        body: ZUpdateProfileRequest,
        response: { 200: ZMeResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await updateProfile(app.db, callerOf(request).userId, request.body),
    }),
  );

  app.post(
    '/client/v9/me/password',
    {
      ...signedIn,
      // The current password is guessed here at most this often per client.
      config: { rateLimit: { max: 10, timeWindow: minutes(15) } },
      schema: {
        ...doc('Change your password (other sessions are signed out, this one stays)'),
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...failures, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      await changePassword({
        db: app.db,
        revocations: app.revocations,
        caller: { userId, sessionId },
        input: request.body,
        mail,
      });
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/client/v9/me/email',
    {
      ...signedIn,
      config: { rateLimit: { max: 5, timeWindow: minutes(60) } },
      schema: {
        ...doc('Ask to change your e-mail: a confirmation link goes to the new address'),
        body: ZEmailChangeRequest,
        response: { 200: ZMessageResponse, ...failures, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await requestEmailChange({ db: app.db, userId, input: request.body, mail });
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/client/public/v9/email-change/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: minutes(15) } },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail with the link sent to it (single use, 24 hours)',
        body: ZConfirmEmailChangeRequest,
        response: { 200: ZEmailChangeConfirmedResponse, ...failures, 429: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await confirmEmailChange(app.db, request.body.token, mail),
    }),
  );
};
