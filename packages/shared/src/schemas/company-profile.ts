import { z } from 'zod';
import { COMPANY_STATUSES } from '../enums';
import { ZAddress } from './address';
import { CHANGE_KINDS, MANAGEMENT_KINDS, ZManager } from './company-changes';
import { successEnvelope } from './envelope';

/** LLC Management's Profile (issue 20): everything about the company, read in one call. */

export const ZCompanyProfileQuery = z.object({ companyId: z.uuid().optional() });
export type TCompanyProfileQuery = z.infer<typeof ZCompanyProfileQuery>;

/** An open obligation whose due date has passed: why the company is not in good standing. */
export const ZOverdueObligation = z.object({
  id: z.string(),
  title: z.string(),
  period: z.string(),
  dueDate: z.string(),
});
export type TOverdueObligation = z.infer<typeof ZOverdueObligation>;

export const ZGoodStanding = z.object({
  inGoodStanding: z.boolean(),
  /**
   * "In good standing", "Not in good standing: 1 overdue filing", or for a brought LLC whose
   * history is not confirmed yet "4 past filings to confirm" (issue 36 item 3).
   */
  label: z.string(),
  overdue: z.array(ZOverdueObligation),
  /**
   * Filings due before a brought LLC joined us that its founder has not confirmed (decision
   * 0185): not overdue, not counted against its standing. Absent: none.
   */
  toConfirm: z.number().int().nonnegative().optional(),
});
export type TGoodStanding = z.infer<typeof ZGoodStanding>;

/**
 * The registered agent the state has (one truth with Your services, compliance and the
 * changes: decision 0187).
 */
export const ZProfileRegisteredAgent = z.object({
  /** 'none': the state has ours but our service no longer runs (the state needs one). */
  provider: z.enum(['ours', 'theirs', 'none']),
  name: z.string().nullable(),
  /** Ours: our office in the company's state (null until recorded); theirs: as given. */
  address: ZAddress.nullable(),
  /** The day this agent took office, when known (YYYY-MM-DD). */
  since: z.string().nullable(),
  /** Ours: the day our subscription renews (YYYY-MM-DD). */
  renewsOn: z.string().nullable(),
  /** Ours, renewal cancelled: the day our service ends (YYYY-MM-DD). */
  endsOn: z.string().nullable(),
});

export const ZProfileMailingAddress = z.object({
  /** Ours is a virtual mailbox: its address is our facility with the company's suite. */
  provider: z.enum(['ours', 'theirs']),
  address: ZAddress.nullable(),
});

export const ZProfileMember = z.object({
  name: z.string(),
  ownershipPercentage: z.number(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});

export const ZCompanyProfile = z.object({
  companyId: z.string(),
  companyName: z.string().nullable(),
  /** LLC, L.L.C., Limited Liability Company… */
  designation: z.string().nullable(),
  /** The name with its designation, as the state has it. */
  legalName: z.string().nullable(),
  state: z.object({ code: z.string(), name: z.string() }).nullable(),
  stateFileNumber: z.string().nullable(),
  formationDate: z.string().nullable(),
  /** Where the formation date came from: our filing, or the customer's own entry. */
  formationDateSource: z.enum(['our_filing', 'entered_by_you']).nullable(),
  companyStatus: z.enum(COMPANY_STATUSES),
  /** Formed here and no formation date yet: the profile shows what is known so far. */
  beingFormed: z.boolean(),
  standing: ZGoodStanding,
  ein: z.string().nullable(),
  einLetterDocumentId: z.string().nullable(),
  /** 1–12: the month the fiscal year ends. */
  fiscalYearEndMonth: z.number().int().min(1).max(12),
  registeredAgent: ZProfileRegisteredAgent.nullable(),
  /** The company's own place of business (never our mailbox). */
  principalAddress: ZAddress.nullable(),
  mailingAddress: ZProfileMailingAddress.nullable(),
  members: z.array(ZProfileMember),
  /** Who manages the company (changed through LLC Management's Changes). */
  management: z.enum(MANAGEMENT_KINDS),
  managers: z.array(ZManager),
  /** The e-mail we write to about the company: its own, or the account's when none is set. */
  contactEmail: z.string(),
  /** Changes asked for and not done yet (waiting for payment or being filed). */
  pendingChanges: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(CHANGE_KINDS),
      label: z.string(),
      status: z.enum(['awaiting_payment', 'in_progress']),
    }),
  ),
  origin: z.enum(['FORMED_HERE', 'FORMED_ELSEWHERE']),
  /** Formed elsewhere: 'pending' until staff confirm the details; null when formed here. */
  verification: z.enum(['pending', 'verified']).nullable(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZCompanyProfileResponse = successEnvelope(ZCompanyProfile);
