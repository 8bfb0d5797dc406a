import type {
  TObligationKind,
  TRuleEvidence,
  TTaxClassification,
} from '@charterline/shared/schemas/compliance';

/**
 * The compliance engine's contract (issue 19): pure functions from a company's facts and
 * the current rules to its obligations. No database here: the module materialises what
 * the engine returns (sync), the reminders read the rows.
 */

/** One current rule as stored (compliance_rules): a parsed CSV row and where it came from. */
export type TComplianceRule = {
  /** "state:WY" or "federal:irs_5472_pro_forma_1120". */
  key: string;
  version: number;
  /** The CSV row by column name (us-llc-annual-report-rules.csv or us-federal-llc-obligations.csv). */
  data: Record<string, string>;
  sourceLine: string;
};

/** What obligations are computed from. */
export type TCompanyFacts = {
  /** Two-letter state code (or DC). */
  state: string;
  /** YYYY-MM-DD: the state's filing date (ours) or the date entered for an existing LLC. */
  formationDate: string;
  /** 1–12 (12: calendar year). */
  fiscalYearEndMonth: number;
  taxClassification: TTaxClassification;
  /** Each owner's country (ISO alpha-2 of their address) and share in hundredths of a percent. */
  owners: { country: string; ownershipHundredths: number }[];
  registeredAgent: 'ours' | 'theirs' | 'none';
  /** Ours: the day our registered-agent subscription renews (its term end, YYYY-MM-DD). */
  registeredAgentRenewsOn: string | null;
  /**
   * YYYY-MM-DD: the day the LLC was dissolved (its closure completed), null while it lives.
   * After it no state filing is listed; the final federal returns are (issue 35 item 4).
   */
  dissolvedOn?: string | null;
};

/** One obligation for one period, as the engine computes it (what is stored). */
export type TComputedObligation = {
  /** Stable per company and kind: "state:WY:annual-report", "state:CA:llc-tax", "irs:5472". */
  key: string;
  /** "2027". */
  period: string;
  kind: TObligationKind;
  ruleKey: string;
  ruleVersion: number;
  title: string;
  agency: string;
  /** YYYY-MM-DD, after any weekend/holiday move. */
  dueDate: string;
  unmovedDueDate: string | null;
  windowOpens: string | null;
  feeCents: number | null;
};

/** What the page shows beside an obligation, from its rule (not stored: read with the rule). */
export type TObligationPresentation = {
  ruleText: string;
  feeText: string | null;
  windowText: string | null;
  evidence: TRuleEvidence;
  sources: string;
  lastVerified: string;
  officialUrl: string | null;
  consequence: string;
  /** Days after the due date the state dissolves/cancels an LLC that has not filed, when known. */
  dissolutionAfterDays: number | null;
  /** The product "File it for me" buys. */
  fileForMeProductKey: string | null;
  /** The law that moves its dates off weekends and holidays, when one does. */
  dateMoveLaw: string | null;
};
