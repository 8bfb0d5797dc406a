import { DEFAULT_DASHBOARD_CONFIG } from '@charterline/shared/dashboard-config-defaults';
import type { TMe, TTokens } from '@charterline/shared/schemas/auth';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { tokenStorage } from '@/lib/storage';
import { companyProfile } from './company-profile-fixtures';
import { emptyComplianceOverview } from './compliance-fixtures';
import type { TMockAnswer } from './mock-api';

export const TOKENS: TTokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

export const ME: TMe = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  avatarUrl: null,
};

export const NO_STEPS_DONE: TCompanyDetails['formationSteps'] = {
  companyInformation: false,
  registeredAgent: false,
  ownership: false,
  mailingAddress: false,
  einApplication: false,
  bankAccount: false,
};

/** A company just created: no state chosen, nothing paid, no step done. */
export const newCompany = (over: Partial<TCompanyDetails> = {}): TCompanyDetails => ({
  id: 'c1',
  companyName: null,
  companyNameType: null,
  alternativeNames: [],
  state: null,
  businessPurpose: null,
  website: null,
  companyStatus: 'NONE',
  onboardingStatus: 'ADDITIONAL_INFORMATION_NOT_ENTERED',
  paymentStatus: 'NOT_PAID',
  statusReason: null,
  responsiblePartyDetails: null,
  owners: [],
  mailingAddress: null,
  registeredAgent: null,
  ein: null,
  bankAccount: null,
  selectedProducts: [],
  formationSteps: NO_STEPS_DONE,
  addonsStep: 1,
  confirmedAt: null,
  formationProgress: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  origin: 'FORMED_HERE',
  formationDate: null,
  stateFileNumber: null,
  detailsVerified: false,
  detailsVerifiedAt: null,
  signupService: null,
  needs: null,
  ...over,
});

/** A company formed in Wyoming, paid for, waiting for its formation details. */
export const companyDetails = (over: Partial<TCompanyDetails> = {}): TCompanyDetails =>
  newCompany({
    state: 'WY',
    companyStatus: 'MISSING_INFORMATION',
    onboardingStatus: 'FORMATION_IN_PROGRESS',
    paymentStatus: 'PAID',
    ...over,
  });

export const summaryOf = (company: TCompanyDetails): TCompanySummary => ({
  id: company.id,
  companyName: company.companyName,
  companyNameType: company.companyNameType,
  state: company.state,
  companyStatus: company.companyStatus,
  onboardingStatus: company.onboardingStatus,
  paymentStatus: company.paymentStatus,
  createdAt: company.createdAt,
});

/** What every dashboard page asks for: the user, the configuration, the companies. */
export const dashboardRoutes = (company = companyDetails()): Record<string, TMockAnswer> => ({
  'GET /client/v9/me': { data: ME },
  'GET /client/v9/config/dashboard-config': { data: DEFAULT_DASHBOARD_CONFIG },
  'GET /client/company/v7/companies': { data: [summaryOf(company)] },
  'GET /client/v9/notifications?page=1&pageSize=8': {
    data: { items: [], unreadCount: 0, total: 0, page: 1, pageSize: 8 },
  },
  'GET /client/company/v7/details': { data: { company } },
  'GET /client/company/v7/services': { data: [] },
  'GET /client/company/v7/compliance': { data: emptyComplianceOverview() },
  // Home's company card (issue 36 item 9).
  'GET /client/company/v7/company-profile': { data: companyProfile() },
});

/** A signed-in browser: the tokens are stored as after a log-in. */
export const signIn = (): void => tokenStorage.setTokens(TOKENS);
