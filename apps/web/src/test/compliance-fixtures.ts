import {
  DEFAULT_REMINDER_PREFERENCES,
  type TComplianceBasis,
  type TComplianceOverview,
  type TObligation,
} from '@charterline/shared/schemas/compliance';

/**
 * A Wyoming annual report due in 30+ days, as the API answers it (`upcoming`). Pass the
 * fields a test is about: `obligation({ id: 'o2', status: 'overdue', daysUntilDue: -3 })`.
 */
export const obligation = (over: Partial<TObligation> = {}): TObligation => ({
  id: 'o1',
  key: 'state:WY:annual-report',
  period: '2027',
  kind: 'state',
  title: 'Wyoming annual report',
  agency: 'WY Secretary of State',
  dueDate: '2027-03-01',
  unmovedDueDate: null,
  movedBy: null,
  windowOpens: null,
  windowText: null,
  feeCents: 6000,
  feeText: 'Greater of $60 or $0.0002 × Wyoming assets',
  status: 'upcoming',
  daysUntilDue: 96,
  ruleText: '1st day of your anniversary month',
  evidence: 'primary',
  sources: 'W.S. 17-29-209 (statute text)',
  lastVerified: '2026-11-23',
  officialUrl: 'https://sos.wyo.gov/Business/AnnualReports.aspx',
  consequence: 'Dissolution if unpaid 60 days after the due date.',
  dissolutionDate: null,
  filedOn: null,
  proofDocumentId: null,
  notApplicableReason: null,
  fileForMe: { productKey: 'annual-report-filing', serviceId: null },
  ruleVersion: 1,
  pastFiling: null,
  penalty: null,
  ...over,
});

/** Form 5472 with its pro-forma 1120 for a single foreign owner, moved off a weekend. */
export const form5472 = (over: Partial<TObligation> = {}): TObligation =>
  obligation({
    id: 'o-5472',
    key: 'irs:5472',
    period: '2026',
    kind: 'federal',
    title: 'Form 5472 with pro-forma 1120',
    agency: 'IRS',
    dueDate: '2027-04-15',
    unmovedDueDate: null,
    feeCents: 0,
    feeText: null,
    daysUntilDue: 141,
    ruleText: '15th day of the 4th month after your tax year ends',
    sources: '26 U.S.C. 6038A; Treas. Reg. 1.6038A-2',
    officialUrl: 'https://www.irs.gov/forms-pubs/about-form-5472',
    consequence: '$25,000 penalty for each form not filed on time.',
    fileForMe: { productKey: 'federal-tax-preparation', serviceId: null },
    ...over,
  });

/** A Wyoming LLC formed on 2026-03-10, one US owner, our registered agent. */
export const complianceBasis = (over: Partial<TComplianceBasis> = {}): TComplianceBasis => ({
  state: 'WY',
  formationDate: '2026-03-10',
  fiscalYearEndMonth: 12,
  taxClassification: 'default',
  ownership: 'single_us',
  foreignOwnedTenPercent: false,
  registeredAgent: 'ours',
  dissolvedOn: null,
  ...over,
});

/** The compliance overview: by default one upcoming Wyoming annual report, no feed yet. */
export const complianceOverview = (
  over: Partial<TComplianceOverview> = {},
): TComplianceOverview => ({
  obligations: [obligation()],
  basis: complianceBasis(),
  missing: [],
  preferences: { ...DEFAULT_REMINDER_PREFERENCES },
  feed: { url: null, createdAt: null },
  ...over,
});

/** Before the state files the company: nothing can be computed yet. */
export const emptyComplianceOverview = (): TComplianceOverview =>
  complianceOverview({
    obligations: [],
    basis: complianceBasis({ formationDate: null }),
    missing: ['formationDate'],
  });
