import {
  DEFAULT_REMINDER_PREFERENCES,
  type TComplianceOverview,
  type TObligation,
} from '@charterline/shared/schemas/compliance';

/** A Wyoming annual report due in 20 days, open, with its rule and source. */
export const obligation = (over: Partial<TObligation> = {}): TObligation => ({
  id: 'ob-wy-2027',
  key: 'state:WY:annual-report',
  period: '2027',
  kind: 'state',
  title: 'Wyoming annual report',
  agency: 'Wyoming Secretary of State',
  dueDate: '2027-03-01',
  unmovedDueDate: null,
  windowOpens: '2026-12-01',
  windowText: null,
  feeCents: 6000,
  feeText: null,
  status: 'due_soon',
  daysUntilDue: 20,
  ruleText: '1st day of your anniversary month',
  evidence: 'primary',
  sources: 'W.S. 17-29-209',
  lastVerified: '2026-10',
  officialUrl: 'https://wyobiz.wyo.gov',
  consequence: 'The LLC is dissolved 60 days after the due date.',
  dissolutionDate: null,
  filedOn: null,
  proofDocumentId: null,
  notApplicableReason: null,
  fileForMe: { productKey: 'wy-annual-report', serviceId: null },
  ruleVersion: 1,
  ...over,
});

/** What the page asks for: a Wyoming LLC with one owner outside the US, and its obligations. */
export const complianceOverview = (
  obligations: TObligation[],
  over: Partial<TComplianceOverview> = {},
): TComplianceOverview => ({
  obligations,
  basis: {
    state: 'WY',
    formationDate: '2025-03-15',
    fiscalYearEndMonth: 12,
    taxClassification: 'default',
    ownership: 'single_foreign',
    foreignOwnedTenPercent: true,
    registeredAgent: 'ours',
  },
  missing: [],
  preferences: DEFAULT_REMINDER_PREFERENCES,
  feed: { url: null, createdAt: null },
  ...over,
});
