import type { TComplianceOverview, TObligation } from '@charterline/shared/schemas/compliance';
import {
  complianceBasis,
  complianceOverview as overviewOf,
  obligation as base,
} from './compliance-fixtures';

/** The Compliance page's tests: the Wyoming annual report of compliance-fixtures, due in 20 days. */
export const obligation = (over: Partial<TObligation> = {}): TObligation =>
  base({
    id: 'ob-wy-2027',
    agency: 'Wyoming Secretary of State',
    windowOpens: '2026-12-01',
    feeText: null,
    status: 'due_soon',
    daysUntilDue: 20,
    sources: 'W.S. 17-29-209',
    lastVerified: '2026-10',
    officialUrl: 'https://wyobiz.wyo.gov',
    consequence: 'The LLC is dissolved 60 days after the due date.',
    fileForMe: { productKey: 'wy-annual-report', serviceId: null },
    ...over,
  });

/** What the page asks for: a Wyoming LLC with one owner outside the US, and these obligations. */
export const complianceOverview = (
  obligations: TObligation[],
  over: Partial<TComplianceOverview> = {},
): TComplianceOverview =>
  overviewOf({
    obligations,
    basis: complianceBasis({
      formationDate: '2025-03-15',
      ownership: 'single_foreign',
      foreignOwnedTenPercent: true,
    }),
    ...over,
  });
