import { z } from 'zod';
import { ZExistingBusinessAnswers, ZNewBusinessAnswers } from '../onboarding-questions';
import { SERVICE_CODES } from '../services';
import { successEnvelope } from './envelope';
import { ZPhone } from './phone';

// Messages that are catalogue codes become that code in the API's error envelope.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_TEXT = 'Password must be at least 8 characters';

export const ZEmail = z
  .string({ error: 'EMAIL_NOT_SPECIFIED' })
  .trim()
  .min(1, 'EMAIL_NOT_SPECIFIED')
  .max(254, 'INVALID_EMAIL')
  .pipe(z.email('INVALID_EMAIL'))
  .transform((e) => e.toLowerCase());

/** A new password: the minimum of docs/product.md § Validation with its text; the API also
 * refuses guessable ones (rules/password-strength.ts, which the web loads lazily beside this
 * schema). */
export const ZNewPassword = z
  .string({ error: 'PASSWORD_NOT_SPECIFIED' })
  .min(1, 'PASSWORD_NOT_SPECIFIED')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_TEXT)
  .max(PASSWORD_MAX_LENGTH, 'WEAK_PASSWORD');

export const ZPersonName = (code: 'FIRST_NAME_NOT_SPECIFIED' | 'LAST_NAME_NOT_SPECIFIED') =>
  z.string({ error: code }).trim().min(1, code).max(100);

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'PASSWORD_NOT_SPECIFIED' })
    .min(1, 'PASSWORD_NOT_SPECIFIED')
    .max(1024),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TTokens = z.infer<typeof ZTokens>;
export const ZTokensResponse = successEnvelope(ZTokens);

export const ZRegisterRequest = z.object({
  firstName: ZPersonName('FIRST_NAME_NOT_SPECIFIED'),
  lastName: ZPersonName('LAST_NAME_NOT_SPECIFIED'),
  email: ZEmail,
  password: ZNewPassword,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

const signupBase = ZRegisterRequest.extend({
  phone: ZPhone.optional(),
  service: z.enum(SERVICE_CODES).optional(),
});

/** POST /client/public/v9/company/signup: the user, their answers and their first company. */
export const ZSignupRequest = z.discriminatedUnion('businessType', [
  signupBase.extend({ businessType: z.literal('NEW'), answers: ZNewBusinessAnswers }),
  signupBase.extend({ businessType: z.literal('EXISTING'), answers: ZExistingBusinessAnswers }),
]);
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(512) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZMe = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /** E.164, or null when none was given. */
  phone: z.string().nullable().optional(),
  avatarUrl: z.string().nullable().optional(),
});
export type TMe = z.infer<typeof ZMe>;
export const ZMeResponse = successEnvelope(ZMe);

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: z.string().min(1, 'PASSWORD_RESET_LINK_IS_NOT_VALID').max(512),
    password: ZNewPassword,
    confirmPassword: z.string({ error: 'PASSWORD_NOT_SPECIFIED' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** POST /client/public/v9/reset-password/check: whether a link still works (it stays unused). */
export const ZCheckResetTokenRequest = z.object({
  token: z.string().min(1, 'PASSWORD_RESET_LINK_IS_NOT_VALID').max(512),
});
export type TCheckResetTokenRequest = z.infer<typeof ZCheckResetTokenRequest>;

export const ZMessageResponse = z.object({
  status: z.literal('success'),
  data: z.null(),
  message: z.string().optional(),
});

/**
 * POST /client/public/v9/logout. The contract gives it no payload (docs/product.md § Calls):
 * a bodiless call (Fastify's body is then null) ends the session of the bearer token, if any; a refresh token in the
 * body ends its own session.
 */
export const ZLogoutRequest = z.object({ refreshToken: z.string().max(512).optional() }).nullish();
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
