/**
 * Postal mail: the mailing address, letters received, forwarding and unlock requests, rules
 * (issue 23).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { mailboxAddressOf } from './items/read-mailbox';
export type { TFacility } from './items/read-mailbox';
export { mailCompany, mailPlanOf } from './mailbox-company';
export { MAIL_FAILURES } from './mailbox-route-options';
