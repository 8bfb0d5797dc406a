import { z } from 'zod';

/**
 * How far an invoice's dates may be (issue 33 item 15, decision 0175). Pure bounds, checked by
 * the schemas: any date between 2000 and 2099. Bounds from today, checked by the API with its
 * clock (and usable by a form): an invoice is finalised with an issue date at most
 * `issueAheadDays` after today (one in the past moves to today); a payment is dated at most
 * `paymentAheadDays` after today (time zones) and at most `paymentBeforeIssueDays` before the
 * issue date (a deposit received before the invoice was written).
 */
export const INVOICE_DATE_LIMITS = {
  earliest: '2000-01-01',
  latest: '2099-12-31',
  issueAheadDays: 366,
  paymentAheadDays: 1,
  paymentBeforeIssueDays: 31,
} as const;

/** A YYYY-MM-DD date within INVOICE_DATE_LIMITS' years. */
export const ZInvoiceDate = (message: string) =>
  z.iso
    .date(message)
    .refine(
      (d) => d >= INVOICE_DATE_LIMITS.earliest && d <= INVOICE_DATE_LIMITS.latest,
      'Choose a date between 2000 and 2099',
    );

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
