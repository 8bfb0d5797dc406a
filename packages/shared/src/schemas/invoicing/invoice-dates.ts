import { z } from 'zod';
import { INVOICE_DATE_LIMITS, shiftDay } from './invoice-day';
import { TERMS_DAYS, type TPaymentTerms } from './payment-terms';

/**
 * POST …/finalize and …/send of a draft dated before today (issue 36 item 5): `keep` keeps
 * its issue date (its due date follows it), `today` dates it today. Without it such a draft
 * is refused with INVOICE_BACKDATED, so its dates never change unseen.
 */
export const INVOICE_DATE_CHOICES = ['keep', 'today'] as const;
export const ZInvoiceDatesChoice = z
  .object({ dates: z.enum(INVOICE_DATE_CHOICES).optional() })
  .nullish();
export type TInvoiceDatesChoice = (typeof INVOICE_DATE_CHOICES)[number];

/**
 * The dates a draft is finalised with on `today` (issue 36 item 5): its own, or, when it is
 * dated before today and `choice` is `today`, today's; the due date follows its terms (custom
 * terms keep theirs, never before the issue date). The API finalises with them and the web
 * shows them before the sender chooses.
 */
export const finalDatesOf = (
  draft: { issueDate: string; dueDate: string | null; terms: TPaymentTerms },
  today: string,
  choice: TInvoiceDatesChoice | undefined,
): { issueDate: string; dueDate: string } => {
  const issueDate = draft.issueDate < today && choice === 'today' ? today : draft.issueDate;
  const dueDate =
    draft.terms === 'custom'
      ? draft.dueDate && draft.dueDate > issueDate
        ? draft.dueDate
        : issueDate
      : shiftDay(issueDate, TERMS_DAYS[draft.terms]);
  return { issueDate, dueDate };
};

/**
 * Whether a draft dated `issueDate` is backdated at `now`: dated before the earliest day still
 * current somewhere (UTC−12). The editor dates a new draft by the sender's own calendar, so a
 * sender west of Greenwich, whose evening is already tomorrow in UTC, is not asked about the
 * date they see as today. The API and the web decide it with this one rule.
 */
export const isBackdated = (issueDate: string, now: Date): boolean =>
  issueDate < new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/** Why a draft dated `issueDate` cannot be finalised on `today`, or null. */
export const issueDateProblem = (issueDate: string, today: string): string | null =>
  issueDate > shiftDay(today, INVOICE_DATE_LIMITS.issueAheadDays)
    ? 'The issue date must be within a year of today'
    : null;

/** Why a payment dated `paidOn` cannot be recorded on an invoice issued `issueDate`, or null. */
export const paymentDateProblem = (
  paidOn: string,
  issueDate: string,
  today: string,
): string | null => {
  if (paidOn > shiftDay(today, INVOICE_DATE_LIMITS.paymentAheadDays)) {
    return 'The payment date cannot be in the future';
  }
  if (paidOn < shiftDay(issueDate, -INVOICE_DATE_LIMITS.paymentBeforeIssueDays)) {
    return `The payment date cannot be more than ${INVOICE_DATE_LIMITS.paymentBeforeIssueDays} days before the invoice's issue date`;
  }
  return null;
};
