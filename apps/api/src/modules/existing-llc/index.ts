/**
 * "Bring your LLC": the details of an LLC formed elsewhere and staff's verification (decision
 * 0113).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { verifyExistingLlc } from './verify-existing-llc';
