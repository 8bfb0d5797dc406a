/**
 * A signed-in user's profile: name, e-mail change, password change.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { findUser } from './users.repository';
