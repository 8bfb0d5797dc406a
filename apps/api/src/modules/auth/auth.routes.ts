import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZCheckResetTokenRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZMessageResponse,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZTokensResponse,
} from '@charterline/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import { bearerClaimsOf } from '../../plugins/auth';
import { authenticateUser, registerUser, signUpWithCompany } from './sign-up-and-sign-in';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { admitLogin } from './login-limits';
import { rotateSession } from './rotate-session';
import { endSession } from './sessions';

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const hour = 60 * 60_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;

  app.post(
    '/client/public/v9/company/signup',
    {
      config: { rateLimit: { max: 20, timeWindow: hour } },
      schema: {
        tags: ['auth'],
        summary: 'Create the user and their first company (state NONE), and sign in',
        body: ZSignupRequest,
        response: { 200: ZTokensResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await signUpWithCompany(app.db, request.body, env),
    }),
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: 20, timeWindow: hour } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account without a company, and sign in',
        body: ZRegisterRequest,
        response: { 200: ZTokensResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await registerUser(app.db, request.body, env),
    }),
  );

  app.post(
    '/client/public/v9/login',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZTokensResponse, ...failures },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = await admitLogin(app, email, request.ip);
      const tokens = await authenticateUser(
        app.db,
        app.database.readCache,
        email,
        password,
        env,
      ).catch(async (error: unknown) => {
        await attempt.abandoned();
        throw error;
      });
      // A failure keeps its hits: they are what the limits count.
      if (!tokens) throw new AppError('INVALID_USERNAME_OR_PASSWORD');
      await attempt.succeeded();
      return { status: 'success' as const, data: tokens };
    },
  );

  app.post(
    '/client/public/v9/refresh',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (rotation; reuse ends the session)',
        body: ZRefreshRequest,
        response: { 200: ZTokensResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await rotateSession(app.db, app.revocations, request.body.refreshToken, env),
    }),
  );

  app.post(
    '/client/public/v9/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token (and of a refresh token in the body)',
        body: ZLogoutRequest,
        response: { 200: ZMessageResponse, 400: ZErrorEnvelope },
      },
    },
    async (request) => {
      // No payload (docs/product.md § Calls); the bearer token names the session (revoked or
      // not, so a second logout is no error). A refresh token in the body ends its session too.
      const bearer = await bearerClaimsOf(request, env.JWT_SECRET);
      await endSession(app.db, app.revocations, {
        refreshToken: request.body?.refreshToken,
        sessionId: bearer?.sessionId,
      });
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/client/public/v1/forgotpassword',
    {
      config: { rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link (same answer whether or not the account exists)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, 400: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, {
        publicUrl: env.PUBLIC_URL,
        appName: env.APP_NAME,
      });
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token (single use, one hour)',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...failures },
      },
    },
    async (request) => {
      await resetPassword(app.db, app.revocations, request.body);
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/client/public/v9/reset-password/check',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link still works (the link stays unused)',
        body: ZCheckResetTokenRequest,
        response: { 200: ZMessageResponse, 400: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      await checkResetToken(app.db, request.body.token);
      return { status: 'success' as const, data: null };
    },
  );
};
