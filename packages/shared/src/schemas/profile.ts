import { z } from 'zod';
import { ZEmail, ZNewPassword, ZPersonName } from './auth';
import { successEnvelope } from './envelope';
import { ZPhone } from './phone';

// Issue 17: the customer changes their own profile (decision 0103). Each change that could
// hand the account to someone else (password, e-mail) asks for the current password.

const ZCurrentPassword = z
  .string({ error: 'PASSWORD_NOT_SPECIFIED' })
  .min(1, 'PASSWORD_NOT_SPECIFIED')
  .max(1024);

/** POST /client/v9/me/profile: name and phone (null or absent removes the phone). */
export const ZUpdateProfileRequest = z.object({
  firstName: ZPersonName('FIRST_NAME_NOT_SPECIFIED'),
  lastName: ZPersonName('LAST_NAME_NOT_SPECIFIED'),
  phone: ZPhone.nullish(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** POST /client/v9/me/password: the other sessions end, this one stays. */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZCurrentPassword,
    password: ZNewPassword,
    confirmPassword: z.string({ error: 'PASSWORD_NOT_SPECIFIED' }).max(1024),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /client/v9/me/email: a confirmation link goes to the new address (24 hours). */
export const ZEmailChangeRequest = z.object({
  email: ZEmail,
  currentPassword: ZCurrentPassword,
});
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;

/** POST /client/public/v9/email-change/confirm: the token from the link. */
export const ZConfirmEmailChangeRequest = z.object({
  token: z.string().min(1, 'EMAIL_CHANGE_LINK_IS_NOT_VALID').max(512),
});
export type TConfirmEmailChangeRequest = z.infer<typeof ZConfirmEmailChangeRequest>;

export const ZEmailChangeConfirmed = z.object({ email: z.string() });
export type TEmailChangeConfirmed = z.infer<typeof ZEmailChangeConfirmed>;
export const ZEmailChangeConfirmedResponse = successEnvelope(ZEmailChangeConfirmed);
