/**
 * "Your services": what a company holds — bought or included — its statuses, and the registered
 * agent on file (issue 18).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { attachServiceDocument, noteService } from './annotate-service';
export { assertNotOwned, companyHoldings } from './company-holdings';
export { createOrderServices } from './create-order-services';
export { followFormationStep } from './follow-formation';
export { moveService, moveServiceIn } from './move-service';
export { listServicesForStaff, readServiceForStaff } from './read-services';
export {
  listAgentOffices,
  registeredAgentOf,
  saveAgentOffice,
  stopOurAgentRenewal,
} from './registered-agent';
export { findOrderService, listServicesOf } from './services.repository';
export type { TServiceRow } from './services.repository';
export { startServiceIn } from './start-service';
export { subscriptionView } from './subscription-view';
