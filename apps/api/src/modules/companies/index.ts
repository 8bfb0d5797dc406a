/**
 * A customer's companies: the row, its status and events, owners, who hears about it, and which
 * one a call means.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export {
  dissolvedOnOf,
  findCompany,
  findCompanyForUpdate,
  insertCompany,
  insertCompanyEvent,
  updateCompany,
} from './companies.repository';
export type { TCompanyChanges, TCompanyRow } from './companies.repository';
export { DETAILS_TABLES, formationStepsOf, loadCompanyDetails } from './company-details';
export {
  listOwnersOf,
  ownerRowsOf,
  ownersAsRequest,
  replaceOwners,
} from './company-owners.repository';
export type { TOwnerRow } from './company-owners.repository';
export { companyPhrase } from './company-phrase';
export { enqueueCompanyMail } from './company-recipients';
export type { TCompanyMailRecipient } from './company-recipients';
export { OPERATIONS_STATUSES, lockCompany, moveCompany } from './company-status';
export type { TOperationsStatus } from './company-status';
export { getCurrentCompany, getCurrentOfferBasis, isCompanyId } from './current-company';
export { getCompanyDetails } from './get-company-details';
export { isCompanyFormed } from './is-formed';
export { notifyCompany } from './notify-company';
