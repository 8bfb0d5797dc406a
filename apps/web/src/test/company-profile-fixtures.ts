import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';

/** A Wyoming LLC we formed, with our agent and mailbox, in good standing. */
export const companyProfile = (over: Partial<TCompanyProfile> = {}): TCompanyProfile => ({
  companyId: 'c1',
  companyName: 'Acme',
  designation: 'LLC',
  legalName: 'Acme LLC',
  state: { code: 'WY', name: 'Wyoming' },
  stateFileNumber: '2025-001234567',
  formationDate: '2025-03-15',
  formationDateSource: 'our_filing',
  companyStatus: 'COMPLETED',
  beingFormed: false,
  standing: { inGoodStanding: true, label: 'In good standing', overdue: [] },
  ein: '12-3456789',
  einLetterDocumentId: 'doc-ein',
  fiscalYearEndMonth: 12,
  registeredAgent: {
    provider: 'ours',
    name: 'Charterline Registered Agents LLC',
    address: null,
    renewsOn: '2027-03-15',
  },
  principalAddress: null,
  mailingAddress: { provider: 'ours', address: null },
  members: [
    { name: 'Ada Obi', ownershipPercentage: 60, country: 'NG' },
    { name: 'Grace Hopper', ownershipPercentage: 40, country: 'US' },
  ],
  management: 'MEMBER_MANAGED',
  managers: [],
  contactEmail: 'ada@example.com',
  pendingChanges: [],
  origin: 'FORMED_HERE',
  verification: null,
  ...over,
});
