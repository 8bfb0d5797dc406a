import type { TErrorEntry } from './error-entry';

/** Accounts: sign-up, login, passwords and the profile. */
export const ACCOUNT_ERRORS = {
  /** Sign-up or registration with an e-mail that already has an account. */
  EMAIL_ALREADY_EXISTS: {
    status: 409,
    message: 'This email is already in use. Please log in or use a different email.',
  },
  /** Login with an unknown e-mail or a wrong password (never says which). */
  INVALID_USERNAME_OR_PASSWORD: {
    status: 401,
    message: 'Invalid email or password. Please check your credentials and try again.',
  },
  /** A password-reset token that is unknown, used or expired. */
  PASSWORD_RESET_LINK_IS_NOT_VALID: {
    status: 400,
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  /** A password that is too short, too long or too easy to guess (zxcvbn score under 3). */
  WEAK_PASSWORD: {
    status: 400,
    message: 'This password is too weak. Please choose a longer, less common password.',
  },
  /** Password and confirmation differ. */
  PASSWORDS_DO_NOT_MATCH: { status: 400, message: 'Passwords do not match.' },
  /** A profile change (password or e-mail) whose current password is wrong. */
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Your current password is not correct.' },
  /** An e-mail change link that is unknown, used, replaced by a newer one or past 24 hours. */
  EMAIL_CHANGE_LINK_IS_NOT_VALID: {
    status: 400,
    message: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  },
  /** An e-mail change to the address the account already has. */
  EMAIL_UNCHANGED: { status: 400, message: 'This is already your email.' },

  // The original portal's codes that tables.test.ts keeps in the catalogue; nothing throws them.
  /** Activation of an account that is already active. */
  USER_IS_ALREADY_ACTIVATED: {
    status: 409,
    message: 'This account is already activated. Please log in.',
  },
  /** A subdomain already taken by another workspace. */
  SUBDOMAIN_ALREADY_EXISTS: { status: 409, message: 'This subdomain is already taken.' },
  /** A user name already taken. */
  USER_NAME_ALREADY_EXISTS: { status: 409, message: 'This username is already taken.' },
} as const satisfies Record<string, TErrorEntry>;
