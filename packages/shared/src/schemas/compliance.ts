import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Compliance (issue 19): every deadline of a company, computed from the rules of its state
 * and the federal obligations its owners bring, never typed in. The API materialises one
 * obligation per period (an annual report for 2027, Form 5472 for tax year 2026…); an
 * overdue one never clears itself.
 *
 * Statuses: `upcoming` (due in more than DUE_SOON_DAYS), `due_soon`, `overdue` (past its due
 * date, not filed), `in_progress` (we are filing it: a "File it for me" service is open),
 * `filed`, `filed_late` (filed after its due date), `not_applicable` (the customer said so,
 * with a reason). The first three are read from the dates at the time of the call.
 * `to_confirm` (issue 36 item 3): due before a brought LLC joined us and not answered yet —
 * we do not know whether it was filed, so it is neither overdue nor counted against the
 * company's standing.
 */
export const OBLIGATION_STATUSES = [
  'upcoming',
  'due_soon',
  'overdue',
  'in_progress',
  'filed',
  'filed_late',
  'not_applicable',
  'to_confirm',
] as const;
export type TObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/**
 * A filing due before a brought LLC joined us (its history, decision 0185): `to_confirm`
 * until its founder says, then `filed` (by them, before joining) or `not_filed` (overdue).
 */
export const PAST_FILINGS = ['to_confirm', 'filed', 'not_filed'] as const;
export type TPastFiling = (typeof PAST_FILINGS)[number];

/** What the founder answers about a past filing ("I don't know" keeps it to confirm). */
export const PAST_FILING_ANSWERS = ['filed', 'not_filed', 'unknown'] as const;
export type TPastFilingAnswer = (typeof PAST_FILING_ANSWERS)[number];

/** An obligation is due soon from this many days before its due date. */
export const DUE_SOON_DAYS = 30;

/** Who asks for it: the state, a federal agency (IRS, BEA, FinCEN), or a provider (registered agent). */
export const OBLIGATION_KINDS = ['state', 'federal', 'provider'] as const;
export type TObligationKind = (typeof OBLIGATION_KINDS)[number];

/**
 * How the rule was checked (shared/data README): primary = against the statute or the
 * state's own text; secondary = agreeing secondary sources; conflict = sources disagree
 * (the page says "confirm with the state").
 */
export const RULE_EVIDENCE = ['primary', 'secondary', 'conflict'] as const;
export type TRuleEvidence = (typeof RULE_EVIDENCE)[number];

/** The company's federal tax treatment: the default (disregarded or partnership) or a C-corporation election. */
export const TAX_CLASSIFICATIONS = ['default', 'c_corporation'] as const;
export type TTaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

const ZIsoDate = z.iso.date();

export const ZObligation = z.object({
  id: z.string(),
  /** Stable per company and kind of obligation, e.g. "state:WY:annual-report", "irs:5472". */
  key: z.string(),
  /** The period it is for: a year ("2027"), or a tax year ("2026"). */
  period: z.string(),
  kind: z.enum(OBLIGATION_KINDS),
  title: z.string(),
  agency: z.string(),
  dueDate: ZIsoDate,
  /**
   * A date moved off a weekend or holiday (26 U.S.C. 7503 for the IRS's; a state's own law for
   * its dates, e.g. Tex. Tax Code 111.053): the date before the move.
   */
  unmovedDueDate: ZIsoDate.nullable(),
  /** The law that moved it, when it moved ("26 U.S.C. 7503", "Tex. Tax Code 111.053"). */
  movedBy: z.string().nullable(),
  /** The first day it may be filed, when the rule has a window. */
  windowOpens: ZIsoDate.nullable(),
  /** The window in words ("Jan 1 – May 1"), when the rule has one. */
  windowText: z.string().nullable(),
  /** The fee in cents (0: free to file), null when it depends on the company (then feeText says how). */
  feeCents: z.number().int().nonnegative().nullable(),
  /** The fee in words when a number alone would mislead ("Greater of $60 or $0.0002 × Wyoming assets"). */
  feeText: z.string().nullable(),
  status: z.enum(OBLIGATION_STATUSES),
  /** Days from today to the due date (negative once overdue). */
  daysUntilDue: z.number().int(),
  /** The rule in words: "1st day of your anniversary month". */
  ruleText: z.string(),
  evidence: z.enum(RULE_EVIDENCE),
  /** Where the rule comes from (statutes, state pages), as the data cites it. */
  sources: z.string(),
  /** When the rule was last checked (YYYY-MM or YYYY-MM-DD). */
  lastVerified: z.string(),
  /** The agency's own site. */
  officialUrl: z.string().nullable(),
  /** What happens if it is missed (late fee, loss of good standing, dissolution…). */
  consequence: z.string(),
  /** Overdue with a known dissolution/cancellation rule: the day the state acts. */
  dissolutionDate: ZIsoDate.nullable(),
  filedOn: ZIsoDate.nullable(),
  /** The proof the customer uploaded with "I filed it myself" (a company document). */
  proofDocumentId: z.string().nullable(),
  notApplicableReason: z.string().nullable(),
  /** "File it for me": the product that files it, and the service once bought. */
  fileForMe: z.object({ productKey: z.string(), serviceId: z.string().nullable() }).nullable(),
  ruleVersion: z.number().int().positive(),
  /** Due before a brought LLC joined us: what its founder said (null: due after joining). */
  pastFiling: z.enum(PAST_FILINGS).nullable(),
  /**
   * What not filing it costs, from the facts table with its source ("Penalty: $25,000 per
   * form per year", 26 U.S.C. 6038A(d)); null where no penalty fact applies.
   */
  penalty: z.object({ text: z.string(), source: z.string(), sourceUrl: z.string() }).nullable(),
});
export type TObligation = z.infer<typeof ZObligation>;

/** Which reminder e-mails the customer receives (all on by default). */
export const ZReminderPreferences = z.object({
  days60: z.boolean(),
  days30: z.boolean(),
  days7: z.boolean(),
  days1: z.boolean(),
  /** Weekly while an obligation is overdue. */
  overdueWeekly: z.boolean(),
});
export type TReminderPreferences = z.infer<typeof ZReminderPreferences>;
export const DEFAULT_REMINDER_PREFERENCES: TReminderPreferences = {
  days60: true,
  days30: true,
  days7: true,
  days1: true,
  overdueWeekly: true,
};
/** Days before the due date each reminder is sent, by preference. */
export const REMINDER_OFFSETS = [
  { key: 'days60', days: 60 },
  { key: 'days30', days: 30 },
  { key: 'days7', days: 7 },
  { key: 'days1', days: 1 },
] as const;

/** What the obligations were computed from, so the page can say why each one is listed. */
export const ZComplianceBasis = z.object({
  state: z.string().nullable(),
  formationDate: ZIsoDate.nullable(),
  /** 1–12: the month the fiscal year ends (12: calendar year). */
  fiscalYearEndMonth: z.number().int().min(1).max(12),
  taxClassification: z.enum(TAX_CLASSIFICATIONS),
  /** single_foreign: one owner, not a US person (Form 5472); multi: a partnership return (1065). */
  ownership: z.enum(['none', 'single_us', 'single_foreign', 'multi']),
  /** Some owner outside the US holds 10% or more (BE-12 in benchmark years). */
  foreignOwnedTenPercent: z.boolean(),
  registeredAgent: z.enum(['ours', 'theirs', 'none']),
  /**
   * The day the LLC was dissolved, null while it lives: no state filing is listed after it;
   * the final federal returns are, with their reminders (issue 35 item 4).
   */
  dissolvedOn: ZIsoDate.nullable(),
});
export type TComplianceBasis = z.infer<typeof ZComplianceBasis>;

/** The private iCalendar feed: its URL while one exists (shown once created; revocable). */
export const ZCalendarFeed = z.object({
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZComplianceOverview = z.object({
  /** Oldest due first; past years stay listed. */
  obligations: z.array(ZObligation),
  basis: ZComplianceBasis,
  /** What is missing to compute the deadlines ("formationDate" before the state files the company). */
  missing: z.array(z.enum(['state', 'formationDate'])),
  preferences: ZReminderPreferences,
  feed: ZCalendarFeed,
});
export type TComplianceOverview = z.infer<typeof ZComplianceOverview>;
export const ZComplianceOverviewResponse = successEnvelope(ZComplianceOverview);
export const ZObligationResponse = successEnvelope(ZObligation);

export const ZComplianceQuery = z.object({ companyId: z.uuid().optional() });

export const PROOF_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** A proof of filing: at most 5 MB once decoded. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const FILED_ON_MESSAGE = 'Enter the date you filed it';
export const FILED_ON_FUTURE_MESSAGE = 'The filing date cannot be in the future';
export const NOT_APPLICABLE_REASON_MESSAGE =
  'Tell us why it does not apply (at least 3 characters)';

/** "I filed it myself": the date, and an optional proof (PDF or image, base64). */
export const ZFiledMyselfBody = z.object({
  filedOn: z.iso.date({ error: FILED_ON_MESSAGE }),
  proof: z
    .object({
      fileName: z.string().trim().min(1).max(200),
      contentType: z.enum(PROOF_CONTENT_TYPES, {
        error: 'The proof must be a PDF, PNG or JPEG file',
      }),
      contentBase64: z
        .string()
        .min(1)
        .max(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 4),
    })
    .optional(),
});
export type TFiledMyselfBody = z.infer<typeof ZFiledMyselfBody>;

export const ZNotApplicableBody = z.object({
  reason: z.string().trim().min(3, { error: NOT_APPLICABLE_REASON_MESSAGE }).max(500),
});
export type TNotApplicableBody = z.infer<typeof ZNotApplicableBody>;

export const ZComplianceSettingsBody = z.object({
  fiscalYearEndMonth: z.number().int().min(1).max(12),
  taxClassification: z.enum(TAX_CLASSIFICATIONS),
});
export type TComplianceSettingsBody = z.infer<typeof ZComplianceSettingsBody>;

export const ZReminderPreferencesResponse = successEnvelope(ZReminderPreferences);

/**
 * A brought LLC's past filings (issue 36 item 3): every one due before it joined us that the
 * founder can still answer, oldest first, with its answer (`unknown` while to confirm).
 */
export const ZPastFilingItem = z.object({
  obligationId: z.string(),
  key: z.string(),
  title: z.string(),
  agency: z.string(),
  period: z.string(),
  dueDate: ZIsoDate,
  answer: z.enum(PAST_FILING_ANSWERS),
  penalty: ZObligation.shape.penalty,
});
export type TPastFilingItem = z.infer<typeof ZPastFilingItem>;

export const ZPastFilings = z.object({
  /** The day the LLC joined us (brought in); null for a company we formed (no history). */
  joinedOn: ZIsoDate.nullable(),
  items: z.array(ZPastFilingItem),
});
export type TPastFilings = z.infer<typeof ZPastFilings>;
export const ZPastFilingsResponse = successEnvelope(ZPastFilings);

/** The founder's answers: one per past filing they answer (the others are left as they are). */
export const ZPastFilingsBody = z.object({
  answers: z
    .array(z.object({ obligationId: z.uuid(), answer: z.enum(PAST_FILING_ANSWERS) }))
    .min(1)
    .max(200)
    .refine((a) => new Set(a.map((x) => x.obligationId)).size === a.length, {
      message: 'Each past filing is answered once',
    }),
});
export type TPastFilingsBody = z.infer<typeof ZPastFilingsBody>;
export const ZCalendarFeedResponse = successEnvelope(ZCalendarFeed);

/** The web pages of compliance. */
export const COMPLIANCE_PAGES = {
  list: '/dashboard/compliance',
  calendar: '/dashboard/compliance?view=calendar',
  obligation: (id: string) => `/dashboard/compliance?obligation=${encodeURIComponent(id)}`,
} as const;
