/**
 * Sign-up, sign-in, sessions and their rotation, password reset (issue 1).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { withDuplicateEmailCheck } from './sign-up-and-sign-in';
export { useUpResetLinks } from './password-reset';
export { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
export { endOtherSessions, revokeUserTokens } from './sessions';
