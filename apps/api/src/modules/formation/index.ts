/**
 * The formation wizard: state, name, owners, addresses, confirmation and the operating agreement
 * (issue 7).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { OUR_REGISTERED_AGENT } from './formation-steps';
