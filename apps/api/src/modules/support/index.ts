/**
 * Support: tickets, attachments, help articles and staff's replies (issue 24).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { openSystemTicket } from './open-system-ticket';
