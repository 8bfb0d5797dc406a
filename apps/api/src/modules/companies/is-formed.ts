import type { TCompanyRow } from './companies.repository';

/**
 * Whether the company is formed: by us (COMPLETED), or elsewhere with its details verified by
 * our team (detailsVerifiedAt; decision 0175, issue 33 item 4). A sign-up that only said "I
 * have an LLC" has no name we checked. Invoicing (decision 0140) and the books open then.
 */
export const isCompanyFormed = (company: TCompanyRow): boolean =>
  company.businessType === 'EXISTING'
    ? company.detailsVerifiedAt !== null
    : company.companyStatus === 'COMPLETED';
