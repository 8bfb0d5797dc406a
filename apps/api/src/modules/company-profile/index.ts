/**
 * LLC Management's profile: the company's facts in one read (issue 20).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { findStateName } from './company-profile.repository';
export { addressesOf, isBeingFormed } from './profile-facts';
